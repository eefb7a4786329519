import type { z } from 'zod'
import { claimShown } from '../claims'
import { contentParagraphs, copyFrom } from '../markdown'
import { routePaths } from '../routePaths'
import { aboutContentSchema } from '../schemas/pages'
import { site } from '../site'

/** '500+ servers hosted' -> value '500+', label 'servers hosted'. */
function stat(icon: 'Server' | 'Activity' | 'Users' | 'MapPin', claimId: string) {
  const shown = claimShown(claimId, '/about-us stats')
  const [value = shown, ...label] = shown.split(' ')
  return { icon, value, label: label.join(' ') }
}

/** content/pages/about.yaml: the About page's copy, and the team, timeline and testimonials (data/team.ts and others). */
export const aboutCopy = copyFrom('pages/about.yaml', { site, paths: routePaths })

/** The About page's copy, with the story from content/pages/about-story.md and the stats from data/claims.ts. */
export const aboutContent = aboutCopy(
  'aboutContent',
  aboutContentSchema,
  (copy: z.input<typeof aboutContentSchema>) => ({
    ...copy,
    story: { ...copy.story, paragraphs: contentParagraphs('pages/about-story.md', { site }) },
    stats: {
      ...copy.stats,
      items: [
        stat('Server', 'serversHosted'),
        stat('Activity', 'uptime'),
        stat('Users', 'customers'),
        stat('MapPin', 'locations'),
      ],
    },
  }),
)
