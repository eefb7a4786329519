import { defineData } from './define'
import { timelineSchema } from './schemas/content'

/** Company milestones for the About page, oldest first. */
export const timeline = defineData('data/timeline.ts', 'timeline', timelineSchema, [
  {
    year: 2023,
    event: 'Founded',
    description: 'Started by Minecraft players who wanted fast, fairly priced servers hosted close to Indian players.',
  },
  {
    year: 2023,
    event: 'First 100 servers',
    description: 'Our first hundred customer servers went live within the founding year.',
  },
  {
    year: 2024,
    event: 'Global expansion',
    description: 'Added server locations on 3 continents so players abroad get low ping too.',
  },
  {
    year: 2025,
    event: '3,000+ users',
    description: 'More than 3,000 users now run game servers, bots, websites and VPS with us.',
  },
])

export type { TimelineItem } from './schemas/content'
