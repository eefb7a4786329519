import { defineRule } from '../rule'

export default defineRule<'images' | 'publicFiles'>(import.meta.filename, {
  severity: 'error',
  description: 'Every image path in the data is a file in public/.',
  check({ images, publicFiles }, report) {
    const files = new Set(publicFiles)
    for (const image of images) {
      if (files.has(image.src)) continue
      report(
        image,
        `${image.src} is not in public/, so the image is broken wherever it is shown. Add public${image.src}, or fix the path.`,
      )
    }
  },
})
