import { defineRule } from '../rule'
import { MISSING_ALT } from '../snapshot'

/** Alt texts that say nothing about the image. */
const GENERIC_ALT = new Set(
  'alt banner graphic icon image img logo photo picture placeholder screenshot thumbnail untitled'.split(' '),
)

export default defineRule<'images'>(import.meta.filename, {
  severity: 'error',
  description: 'Every image shown as content has alt text that describes it ("" only for a decorative image).',
  check({ images }, report) {
    for (const image of images) {
      if (image.altField === null || image.alt === null || image.alt === '') continue
      const at = { module: image.module, field: image.altField }
      if (image.alt === MISSING_ALT || image.alt.trim() === '') {
        report(
          at,
          `The image ${image.src} has no alt text. Describe what it shows, or use "" if it is purely decorative.`,
        )
        continue
      }
      const alt = image.alt.trim().toLowerCase()
      const fileName = image.src.split('/').pop()?.toLowerCase() ?? ''
      if (GENERIC_ALT.has(alt) || alt === fileName || alt === fileName.replace(/\.[^.]+$/, '')) {
        report(
          at,
          `The alt text "${image.alt}" of ${image.src} does not describe the image. Say what it shows (for example what the plan icon depicts), or use "" if it is purely decorative.`,
        )
      }
    }
  },
})
