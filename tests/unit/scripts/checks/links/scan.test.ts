import { describe, expect, it } from 'vitest'
import { scanPage, sitemapUrls } from '../../../../../scripts/checks/links/scan'

describe('scanPage', () => {
  const html = `<!DOCTYPE html><html><head><link rel="canonical" href="/a/"><base href="/b/"></head><body>
    <header><a href="/h/" id="top-link">Home</a></header>
    <main><section><header><a href="rel" target="_blank" rel="noopener">In a section</a></header></section>
    <a href="/safe/" target="_blank" rel="noreferrer noopener">Safe</a><form action="/f/" target="w"></form>
    <p id="x"><a name="y"></a></p></main>
    <nav><a href="/n/" aria-label="Named">n</a></nav>
    <footer><img src="/f.svg" alt="Logo"></footer></body></html>`
  const scanned = scanPage(html, '/page/')

  it('records where each reference sits, how it reads and how it opens', () => {
    expect(
      scanned.references.map(({ region, via, url, newTabWithoutRel, base }) => ({
        region,
        via,
        url,
        newTabWithoutRel,
        base,
      })),
    ).toEqual([
      { region: 'head', via: 'canonical', url: '/a/', newTabWithoutRel: undefined, base: undefined },
      { region: 'header', via: '"Home"', url: '/h/', newTabWithoutRel: false, base: '/b/' },
      { region: 'body', via: '"In a section"', url: 'rel', newTabWithoutRel: true, base: '/b/' },
      { region: 'body', via: '"Safe"', url: '/safe/', newTabWithoutRel: false, base: '/b/' },
      { region: 'body', via: 'form action', url: '/f/', newTabWithoutRel: true, base: '/b/' },
      { region: 'nav', via: '"Named"', url: '/n/', newTabWithoutRel: false, base: '/b/' },
      { region: 'footer', via: 'img "Logo"', url: '/f.svg', newTabWithoutRel: undefined, base: '/b/' },
    ])
  })

  it('collects the ids and a[name] targets a #fragment may name', () => {
    expect([...scanned.ids].sort()).toEqual(['top-link', 'x', 'y'])
  })

  it('reports invalid JSON-LD instead of skipping it, naming the last block that does not parse', () => {
    const json = '<script type="application/ld+json">{oops</script><script type="application/ld+json">[1,</script>'
    expect(scanPage(json, '/').invalidJsonLd).toBe('Unexpected end of JSON input')
    expect(scanPage('<script type="application/ld+json">{}</script>', '/').invalidJsonLd).toBeUndefined()
  })
})

describe('sitemapUrls', () => {
  it('reads <loc> entries (character references decoded) and Sitemap: lines', () => {
    const xml = '<?xml version="1.0"?><urlset><url><loc> https://x.example/?a=1&amp;b=2 </loc></url></urlset>'
    expect(sitemapUrls('/sitemap.xml', xml)).toEqual([
      { page: '/sitemap.xml', region: 'body', via: '<loc>', url: 'https://x.example/?a=1&b=2', mustBeInternal: true },
    ])
    expect(sitemapUrls('/robots.txt', 'User-agent: *\nSitemap: https://x.example/sitemap.xml\n')).toMatchObject([
      { via: 'Sitemap:', url: 'https://x.example/sitemap.xml' },
    ])
  })
})
