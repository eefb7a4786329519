import { aboutCopy } from './pages/about'
import { timelineSchema } from './schemas/content'

/** Company milestones for the About page, oldest first, in content/pages/about.yaml. */
export const timeline = aboutCopy('timeline', timelineSchema)

export type { TimelineItem } from './schemas/content'
