import { describe, expect, it } from 'vitest'
import { routeList } from '../../../data/routes'
import { site } from '../../../data/site'
import { hostFileContents } from '../../../renderer/hostFileContents'
import { absoluteUrl, robotsTxt, sitemapXml } from '../../../renderer/seoFiles'

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])

describe('sitemap.xml', () => {
  it('lists exactly the indexable routes of the registry, as absolute URLs on the origin', () => {
    const expected = routeList
      .filter((route) => route.indexable && route.sitemapGroup !== null)
      .map((route) => (route.path === '/' ? `${site.origin}/` : `${site.origin}${route.path}`))
    const xml = hostFileContents()['sitemap.xml'] ?? ''
    expect(locs(xml)).toEqual(expected)
    expect(locs(xml)).not.toContain(`${site.origin}/admin/`)
    // The generated catalogue game pages are routes too, in the same trailing-slash form as every page.
    expect(locs(xml)).toContain(`${site.origin}/games/valheim/`)
    expect(locs(xml).filter((loc) => !loc?.endsWith('/'))).toEqual([])
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true)
  })

  it('leaves out pages that are not indexable or have no group, and escapes URLs', () => {
    const routes = [
      { path: '/', indexable: true, sitemapGroup: 'Main' },
      { path: '/hidden', indexable: false, sitemapGroup: null },
      { path: '/ungrouped', indexable: true, sitemapGroup: null },
    ]
    expect(locs(sitemapXml(routes, 'https://a.example/'))).toEqual(['https://a.example/'])
    expect(
      sitemapXml([{ path: '/a', indexable: true, sitemapGroup: 'Main' }], 'https://x.example?a=1&b=<2>'),
    ).toContain('<loc>https://x.example?a=1&amp;b=&lt;2&gt;/a</loc>')
  })

  it('builds absolute URLs with a single slash and a trailing slash for the home page only', () => {
    expect(absoluteUrl('https://www.tarang.example', '/')).toBe('https://www.tarang.example/')
    expect(absoluteUrl('https://www.tarang.example/', '/faq/')).toBe('https://www.tarang.example/faq/')
  })
})

describe('robots.txt', () => {
  it('lets crawlers fetch every page, the admin area too, so they read its noindex; names the sitemap', () => {
    const text = hostFileContents()['robots.txt'] ?? ''
    expect(text).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`)
    expect(text).not.toMatch(/^Disallow:/m)
    expect(robotsTxt('https://a.example')).toContain('Sitemap: https://a.example/sitemap.xml')
  })
})
