import { defineRule } from '../rule'

/** Whether a URL path is served by one of the page patterns (`@param` is one segment, `**` everything below). */
export function pathHasPage(path: string, patterns: readonly string[]): boolean {
  const segments = path.split('/').filter(Boolean)
  return patterns.some((pattern) => {
    const parts = pattern.split('/').filter(Boolean)
    const below = parts.at(-1) === '**'
    const fixed = below ? parts.slice(0, -1) : parts
    const lengthFits = below ? fixed.length <= segments.length : fixed.length === segments.length
    return lengthFits && fixed.every((part, index) => part.startsWith('@') || part === segments[index])
  })
}

const pageFile = (path: string) => `pages${path === '/' ? '/index/' : path}+Page.tsx`

export default defineRule<'routes' | 'pagePatterns'>(import.meta.filename, {
  severity: 'error',
  description: 'Every registered route (so every sitemap entry) has a page in pages/, and every page has a route.',
  check({ routes, pagePatterns }, report) {
    for (const route of routes) {
      if (pathHasPage(route.path, pagePatterns)) continue
      const listed = route.sitemapGroup === null ? '' : ` and listed in the sitemaps under '${route.sitemapGroup}'`
      report(
        { module: route.module, field: `${route.field}.path` },
        `${route.name} (${route.path}) is registered${listed}, but pages/ has no page for it, so every link to it is dead. Add ${pageFile(route.path)}, or remove the route.`,
      )
    }
    const registered = new Set(routes.map((route) => route.path))
    for (const pattern of pagePatterns) {
      if (pattern.includes('@') || pattern.endsWith('**') || registered.has(pattern)) continue
      report(
        { module: 'data/routes.ts', field: 'routes' },
        `${pageFile(pattern)} serves ${pattern}, but no route in data/routes.ts has that path, so the page has no title, description, breadcrumb or sitemap entry. Register it.`,
      )
    }
  },
})
