import type { z } from 'zod'
import { claimShown } from '../claims'
import { defineData } from '../define'
import { contentCopy, contentParagraphs } from '../markdown'
import { routePaths } from '../routePaths'
import { aboutContentSchema } from '../schemas/pages'
import { site } from '../site'

/** '500+ servers hosted' -> value '500+', label 'servers hosted'. */
function stat(icon: 'Server' | 'Activity' | 'Users' | 'MapPin', claimId: string) {
  const shown = claimShown(claimId, '/about-us stats')
  const [value = shown, ...label] = shown.split(' ')
  return { icon, value, label: label.join(' ') }
}

// Checked as a whole below, once the story and the stats are added.
const copy = contentCopy('pages/about.yaml', { site, paths: routePaths }).aboutContent as z.input<
  typeof aboutContentSchema
>

/**
 * Copy of the About page: content/pages/about.yaml, with the story from content/pages/about-story.md and the
 * stats from data/claims.ts, where they are listed next to the other places that state the same figures.
 */
export const aboutContent = defineData('content/pages/about.yaml', 'aboutContent', aboutContentSchema, {
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
})
