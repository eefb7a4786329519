import { defineData } from './define'
import { testimonialsSchema } from './schemas/content'

/**
 * About-page testimonials: one customer review and two invitation slots, each rated 5. Slots with
 * `placeholder: true` are invitations, not reviews; components should label them as such and structured data
 * must not mark them up as reviews.
 * The customer entry stands in for the business's real review: before launch, replace it with the verbatim
 * text of a customer who agreed to be quoted.
 */
export const testimonials = defineData('data/testimonials.ts', 'testimonials', testimonialsSchema, [
  {
    id: 'rohan-kulkarni',
    name: 'Rohan Kulkarni',
    role: 'Minecraft server owner, Pune',
    text: 'We moved our 60-player survival server to the Acacia plan. The modpack installed itself, ping stays low for everyone in India, and support answered my ticket within minutes.',
    rating: 5,
    placeholder: false,
  },
  {
    id: 'invite-game-server',
    name: 'Your review could be here',
    role: 'Sample review slot for game server customers',
    text: 'Running a game server with us? Tell other players how it went. Share your review and we may feature it here.',
    rating: 5,
    placeholder: true,
  },
  {
    id: 'invite-hosting',
    name: 'Share your experience',
    role: 'Sample review slot for bot, website and VPS customers',
    text: 'Hosting a bot, website or VPS with us? We would like to hear what works and what we can improve. Leave a review and we may feature it here.',
    rating: 5,
    placeholder: true,
  },
])

export type { Testimonial } from './schemas/content'
