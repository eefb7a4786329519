/** sitemap.xml and robots.txt, from the routes and origin the caller passes, so neither is ever hand-listed. */

export type SeoRoute = { path: string; indexable: boolean; sitemapGroup: string | null }

/** Absolute URL of a path on the origin, with a single slash between them. */
export const absoluteUrl = (origin: string, path: string) => `${origin.replace(/\/+$/, '')}${path}`

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char)

export function sitemapXml(routes: readonly SeoRoute[], origin: string): string {
  // The routes search engines should list: indexable and placed in a sitemap group.
  const urls = routes
    .filter((route) => route.indexable && route.sitemapGroup !== null)
    .map((route) => `  <url>\n    <loc>${escapeXml(absoluteUrl(origin, route.path))}</loc>\n  </url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** What a page tells search engines, in its robots `<meta>` and, for a hidden page, the X-Robots-Tag header. */
export const robotsDirective = (indexable: boolean): string => (indexable ? 'index, follow' : 'noindex, nofollow')

/** No Disallow: a crawler must fetch a hidden page to see its noindex, or a link elsewhere could list its URL. */
export const robotsTxt = (origin: string): string =>
  ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`, ''].join('\n')
