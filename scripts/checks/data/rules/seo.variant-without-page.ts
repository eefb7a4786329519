import { defineRule } from '../rule'

export default defineRule<'seoPaths' | 'routes'>(import.meta.filename, {
  severity: 'warning',
  description: 'Every path with its own metadata in data/seo.ts must be a page of this site.',
  check({ seoPaths, routes }, report) {
    const paths = new Set(routes.map((route) => route.path))
    for (const path of seoPaths) {
      if (paths.has(path)) continue
      report(
        { module: 'data/seo.ts', field: `seoVariants['${path}']` },
        `There is metadata for ${path}, but no page of this site has that path (no route in data/routes.ts), so it is never used. Remove it, or register the page.`,
      )
    }
  },
})
