import { defineRule } from '../rule'

export default defineRule<'routes'>(import.meta.filename, {
  severity: 'error',
  description: 'Every indexable route is listed in the HTML sitemap and sitemap.xml, and nothing else is.',
  check({ routes }, report) {
    for (const route of routes) {
      const at = { module: route.module, field: `${route.field}.sitemapGroup` }
      if (route.indexable && route.sitemapGroup === null) {
        report(
          at,
          `${route.name} (${route.path}) is indexable but has no sitemapGroup, so it is missing from the HTML sitemap and from sitemap.xml. Give it a group, or set indexable: false if search engines should not list it.`,
        )
      } else if (!route.indexable && route.sitemapGroup !== null) {
        report(
          at,
          `${route.name} (${route.path}) is listed in the sitemaps (group '${route.sitemapGroup}') but is not indexable, which tells search engines both to list and to ignore it. Remove the group or make it indexable.`,
        )
      }
    }
  },
})
