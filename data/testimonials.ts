import { aboutCopy } from './pages/about'
import { testimonialsSchema } from './schemas/content'

/** About-page testimonials and invitation slots (`placeholder: true`), in content/pages/about.yaml. */
export const testimonials = aboutCopy('testimonials', testimonialsSchema)

export type { Testimonial } from './schemas/content'
