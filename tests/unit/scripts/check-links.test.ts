import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkLinks, describeOccurrences, type LinkReport, runCheckLinks } from '../../../scripts/check-links'
import { resolveFile } from '../../../scripts/checks/links/resolve'
import { cssUrls, type Occurrence, parseSrcset, scanPage } from '../../../scripts/checks/links/scan'

const ROOT = join(import.meta.dirname, '../../..')
const FIXTURE = 'tests/fixtures/links/missing-vps'
const ORIGIN = 'https://www.example.com'

const temporary: string[] = []
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A throwaway built site: path -> file content. */
function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'check-links-'))
  temporary.push(dir)
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

function html(body: string, head = ''): string {
  return `<!DOCTYPE html><html><head><title>t</title>${head}</head><body>${body}</body></html>`
}

async function run(dir: string): Promise<LinkReport> {
  return checkLinks({ dir, origin: ORIGIN })
}

/** Runs the CLI in-process and captures what it prints. */
async function cli(args: string[]): Promise<{ status: number; out: string; err: string }> {
  const out: string[] = []
  const err: string[] = []
  const status = await runCheckLinks(args, { out: (line) => out.push(line), err: (line) => err.push(line) })
  return { status, out: out.join('\n'), err: err.join('\n') }
}

describe('the /servers/vps fixture: a site whose VPS page is missing', () => {
  const expectedReport = [
    `Checked 8 HTML pages in ${FIXTURE} (origin ${ORIGIN}).`,
    '',
    'Dead internal links (1):',
    '/servers/vps/  <- / ("VPS Hosting"), /sitemap/ ("VPS"), and 6 pages (footer "VPS")',
    '',
    'External references, not fetched (17 references to 2 hosts):',
    '  billing.example.com (9)',
    '    https://billing.example.com/cart.php?a=add&pid=1  <- /games/minecraft/ ("Order Oak")',
    '    https://billing.example.com/clientarea.php  <- 8 pages (footer "Client area")',
    '  video.example.com (8)',
    '    https://video.example.com/@fixturecloud  <- 8 pages (footer "Video channel")',
    '',
    'links: 1 dead of 145 internal references on 8 pages; 17 external references to 2 hosts (not fetched)',
  ].join('\n')

  it('the command line prints exactly this report and exits 1', () => {
    const result = spawnSync(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['scripts/check-links.ts', '--dir', FIXTURE, '--origin', ORIGIN],
      { cwd: ROOT, encoding: 'utf8' },
    )
    expect(result.stderr).toBe('')
    expect(result.stdout).toBe(`${expectedReport}\n`)
    expect(result.status).toBe(1)
  }, 60_000)

  it('--summary prints the dead link in full above the one summary line', async () => {
    const result = await cli(['--dir', FIXTURE, '--origin', ORIGIN, '--summary'])
    expect(result.status).toBe(1)
    expect(result.out).toBe(
      [
        'Dead internal links (1):',
        '/servers/vps/  <- / ("VPS Hosting"), /sitemap/ ("VPS"), and 6 pages (footer "VPS")',
        '',
        'links: 1 dead of 145 internal references on 8 pages; 17 external references to 2 hosts (not fetched)',
      ].join('\n'),
    )
  })

  it('--json lists every page that holds the dead link, with region and link text', async () => {
    const result = await cli(['--dir', FIXTURE, '--origin', ORIGIN, '--json'])
    expect(result.status).toBe(1)
    const report = JSON.parse(result.out)
    expect(report.ok).toBe(false)
    expect(report.dead).toHaveLength(1)
    expect(report.dead[0].target).toBe('/servers/vps/')
    expect(report.dead[0].references.map((reference: Occurrence) => reference.page)).toEqual([
      '/',
      '/',
      '/404.html',
      '/about-us/',
      '/faq/',
      '/games/',
      '/games/minecraft/',
      '/refund-policy/',
      '/sitemap/',
      '/sitemap/',
    ])
    expect(report.dead[0].references[0]).toEqual({
      page: '/',
      region: 'body',
      via: '"VPS Hosting"',
      url: '/servers/vps/',
    })
    expect(report.external.map((host: { host: string; count: number }) => [host.host, host.count])).toEqual([
      ['billing.example.com', 9],
      ['video.example.com', 8],
    ])
  })

  it('is quiet once the page exists', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-links-'))
    temporary.push(dir)
    cpSync(join(ROOT, FIXTURE), dir, { recursive: true })
    mkdirSync(join(dir, 'servers/vps'), { recursive: true })
    writeFileSync(join(dir, 'servers/vps/index.html'), html('<main id="main"><h1>VPS</h1></main>'))
    const result = await cli(['--dir', dir, '--origin', ORIGIN, '--summary'])
    expect(result.out).toBe(
      'links: 0 dead of 145 internal references on 9 pages; 17 external references to 2 hosts (not fetched)',
    )
    expect(result.status).toBe(0)
  })
})

describe('the fixture with a link in the other URL form', () => {
  it('reports /refund-policy (the page is /refund-policy/) with the page and the link, and exits 1', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-links-'))
    temporary.push(dir)
    cpSync(join(ROOT, FIXTURE), dir, { recursive: true })
    mkdirSync(join(dir, 'servers/vps'), { recursive: true })
    writeFileSync(join(dir, 'servers/vps/index.html'), html('<main id="main"><h1>VPS</h1></main>'))
    const faq = join(dir, 'faq/index.html')
    writeFileSync(faq, readFileSync(faq, 'utf8').replace('<a href="/refund-policy/">', '<a href="/refund-policy">'))
    const result = await cli(['--dir', dir, '--origin', ORIGIN, '--summary'])
    expect(result.out.split('\n').slice(0, 2)).toEqual([
      'Dead internal links (1):',
      '/refund-policy  <- /faq/ ("Refund policy")  [only /refund-policy/ exists: hosts answer /refund-policy with a redirect, so link to /refund-policy/]',
    ])
    expect(result.status).toBe(1)
  })
})

describe('resolving like a static host', () => {
  it('accepts the trailing-slash form of a folder page, relative links and query strings', async () => {
    const dir = site({
      'index.html': html(
        '<a href="/games/">a</a><a href="/games/?x=1">c</a><a href="/about.html">d</a><a href="games/">e</a><a href="">f</a><a href="./">g</a>',
      ),
      'games/index.html': html('<a href="../">home</a><a href="/%67ames/">encoded</a>'),
      'about.html': html(''),
    })
    const report = await run(dir)
    expect(report.dead).toEqual([])
    expect(report.internalReferences).toBe(8)
  })

  it('answers 200 only for the address a host serves without a redirect, naming the other form', () => {
    const files = new Set(['/index.html', '/a/index.html', '/b.html', '/img/x.svg'])
    expect(resolveFile(files, '/')).toEqual({ file: '/index.html' })
    expect(resolveFile(files, '/a/')).toEqual({ file: '/a/index.html' })
    expect(resolveFile(files, '/a')).toEqual({ otherForm: '/a/' })
    expect(resolveFile(files, '/a/index.html')).toEqual({ otherForm: '/a/' })
    expect(resolveFile(files, '/index.html')).toEqual({ otherForm: '/' })
    expect(resolveFile(files, '/b.html')).toEqual({ file: '/b.html' })
    expect(resolveFile(files, '/b')).toEqual({ otherForm: '/b.html' })
    expect(resolveFile(files, '/b/')).toEqual({ otherForm: '/b.html' })
    expect(resolveFile(files, '/img/x.svg')).toEqual({ file: '/img/x.svg' })
    expect(resolveFile(files, '/img/%78.svg')).toEqual({ file: '/img/x.svg' })
    expect(resolveFile(files, '/img/x.svg/')).toEqual({ otherForm: '/img/x.svg' })
    expect(resolveFile(files, '/c')).toBeUndefined()
    expect(resolveFile(files, '/%E0%A4%A')).toBeUndefined()
  })

  it('reports a missing target once per spelling', async () => {
    const dir = site({
      'index.html': html(
        '<a href="/gone/">a</a><a href="/gone/#x">b</a><a href="https://www.example.com/gone/?q=1">c</a>',
      ),
    })
    const report = await run(dir)
    expect(report.dead.map((entry) => entry.target)).toEqual(['/gone/'])
    expect(describeOccurrences(report.dead[0]?.references ?? [])).toBe('/ ("a", "b", "c")')
  })
})

describe('fragments', () => {
  it('must name an id (or a[name]) on the target page', async () => {
    const dir = site({
      'index.html': html(
        '<h2 id="here">x</h2><a name="old-anchor"></a><a href="#here">1</a><a href="#old-anchor">2</a><a href="#top">3</a><a href="#">4</a><a href="/faq/#refunds">5</a><a href="/faq/#refundz">6</a><a href="#missing">7</a>',
      ),
      'faq/index.html': html('<h2 id="refunds">Refunds</h2>'),
    })
    const report = await run(dir)
    expect(report.dead).toEqual([
      {
        target: '/#missing',
        reason: '/ has no element with id "missing"',
        references: [{ page: '/', region: 'body', via: '"7"', url: '#missing' }],
      },
      {
        target: '/faq/#refundz',
        reason: '/faq/ has no element with id "refundz"',
        references: [{ page: '/', region: 'body', via: '"6"', url: '/faq/#refundz' }],
      },
    ])
    const result = await cli(['--dir', dir, '--origin', ORIGIN, '--summary'])
    expect(result.out).toContain('/faq/#refundz  <- / ("6")  [/faq/ has no element with id "refundz"]')
  })

  it('are not checked on identifiers (JSON-LD @id) or on files that are not pages', async () => {
    const dir = site({
      'index.html': html(
        '<a href="/doc.pdf#page=2">pdf</a>',
        `<script type="application/ld+json">{"@id":"${ORIGIN}/#organization","url":"${ORIGIN}/"}</script>`,
      ),
      'doc.pdf': 'pdf',
    })
    expect((await run(dir)).dead).toEqual([])
  })
})

describe('what is collected', () => {
  it('finds every kind of internal reference in the issue, and JSON-LD and CSS urls too', async () => {
    const head = [
      '<link rel="stylesheet" href="/missing.css">',
      `<link rel="canonical" href="${ORIGIN}/missing-canonical">`,
      `<meta property="og:image" content="${ORIGIN}/missing-og.png">`,
      `<meta name="twitter:image" content="${ORIGIN}/missing-twitter.png">`,
      '<link rel="preload" as="image" imagesrcset="/ok.png 1x, /missing-preload-2x.png 2x">',
      '<script src="/missing.js"></script>',
      `<script type="application/ld+json">{"@type":"Organization","logo":"${ORIGIN}/missing-logo.png"}</script>`,
      '<style>.a{background:url("/missing-bg.svg")}</style>',
    ].join('')
    const body = [
      '<a href="/missing-page">page</a>',
      '<img src="/missing-img.png" alt="Logo" srcset="/missing-1x.png 1x, /missing-2x.png 2x">',
      '<picture><source srcset="/missing-source.webp"><img src="/ok.png" alt=""></picture>',
      '<div style="background-image: url(/missing-inline.svg)"></div>',
    ].join('')
    const dir = site({ 'index.html': html(body, head), 'ok.png': 'x' })
    const report = await run(dir)
    expect(report.dead.map((entry) => `${entry.target} <- ${describeOccurrences(entry.references)}`)).toEqual([
      '/missing-1x.png <- / (img srcset "Logo")',
      '/missing-2x.png <- / (img srcset "Logo")',
      '/missing-bg.svg <- / (CSS url())',
      '/missing-canonical <- / (canonical)',
      '/missing-img.png <- / (img "Logo")',
      '/missing-inline.svg <- / (style url())',
      '/missing-logo.png <- / (JSON-LD "logo")',
      '/missing-og.png <- / (og:image)',
      '/missing-page <- / ("page")',
      '/missing-preload-2x.png <- / (link imagesrcset)',
      '/missing-source.webp <- / (source srcset)',
      '/missing-twitter.png <- / (twitter:image)',
      '/missing.css <- / (link rel=stylesheet)',
      '/missing.js <- / (script)',
    ])
  })

  it('follows url() inside the site stylesheets, relative to the stylesheet', async () => {
    const dir = site({
      'index.html': html('', '<link rel="stylesheet" href="/assets/a.css">'),
      'assets/a.css': '@import "b.css"; .x{background:url(../img/ok.svg)}',
      'assets/b.css': '.y{background:url("fonts/missing.woff2")} .z{filter:url(#f)}',
      'img/ok.svg': 'x',
    })
    const report = await run(dir)
    expect(report.dead.map((entry) => `${entry.target} <- ${describeOccurrences(entry.references)}`)).toEqual([
      '/assets/fonts/missing.woff2 <- /assets/b.css (CSS url())',
    ])
  })

  it('reads sitemap.xml and robots.txt when present', async () => {
    const dir = site({
      'index.html': html('<a href="/sitemap.xml">xml</a>'),
      'sitemap.xml': `<?xml version="1.0"?><urlset><url><loc>${ORIGIN}/</loc></url><url><loc>${ORIGIN}/servers/vps</loc></url><url><loc>https://elsewhere.example.net/x</loc></url></urlset>`,
      'robots.txt': `User-agent: *\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    })
    const report = await run(dir)
    expect(report.sitemapXml).toBe(true)
    expect(report.robotsTxt).toBe(true)
    expect(report.dead.map((entry) => `${entry.target} <- ${describeOccurrences(entry.references)}`)).toEqual([
      '/servers/vps <- /sitemap.xml (<loc>)',
    ])
    expect(report.problems).toEqual([
      {
        kind: 'off-origin',
        target: 'https://elsewhere.example.net/x',
        message: `<loc> is not on the site's origin ${ORIGIN}`,
        references: [{ page: '/sitemap.xml', region: 'body', via: '<loc>', url: 'https://elsewhere.example.net/x' }],
      },
    ])
    const text = (await cli(['--dir', dir, '--origin', ORIGIN])).out
    expect(text.split('\n')[0]).toBe(`Checked 1 HTML page and sitemap.xml and robots.txt in ${dir} (origin ${ORIGIN}).`)
  })

  it('skips a missing sitemap.xml silently', async () => {
    const dir = site({ 'index.html': html('<a href="/">home</a>') })
    const result = await cli(['--dir', dir, '--origin', ORIGIN])
    expect(result.status).toBe(0)
    expect(result.out).not.toContain('sitemap')
    expect(result.out.split('\n')[0]).toBe(`Checked 1 HTML page in ${dir} (origin ${ORIGIN}).`)
  })

  it('reports a canonical or og:url on another origin instead of treating it as external', async () => {
    const dir = site({
      'index.html': html(
        '',
        '<link rel="canonical" href="https://staging.example.org/"><meta property="og:url" content="https://staging.example.org/">',
      ),
    })
    const report = await run(dir)
    expect(report.problems.map((problem) => problem.message)).toEqual([
      `canonical is not on the site's origin ${ORIGIN}`,
    ])
    expect(report.problems[0]?.references.map((reference) => reference.via)).toEqual(['canonical', 'og:url'])
  })

  it('reports invalid JSON-LD', async () => {
    const dir = site({ 'index.html': html('', '<script type="application/ld+json">{"a":</script>') })
    const report = await run(dir)
    expect(report.problems.map((problem) => problem.kind)).toEqual(['invalid-json-ld'])
  })
})

describe('external links', () => {
  it('are counted per host, never fetched, and need rel="noopener noreferrer" to open a new tab', async () => {
    const dir = site({
      'index.html': html(
        [
          '<a href="https://a.example.net/1" target="_blank" rel="noopener noreferrer">fine</a>',
          '<a href="https://a.example.net/2" target="_blank" rel="noopener">half</a>',
          '<a href="https://b.example.net/" target="_blank">bare</a>',
          '<a href="https://b.example.net/" target="_self">same tab</a>',
          '<a href="//c.example.net/x">protocol-relative</a>',
          '<a href="mailto:support@example.com">mail</a><a href="tel:+910000000000">call</a>',
        ].join(''),
      ),
    })
    const report = await run(dir)
    expect(report.dead).toEqual([])
    expect(report.internalReferences).toBe(0)
    expect(report.externalReferences).toBe(5)
    expect(report.external.map((host) => [host.host, host.count])).toEqual([
      ['a.example.net', 2],
      ['b.example.net', 2],
      ['c.example.net', 1],
    ])
    expect(report.problems.map((problem) => `${problem.target} <- ${describeOccurrences(problem.references)}`)).toEqual(
      ['https://a.example.net/2 <- / ("half")', 'https://b.example.net/ <- / ("bare")'],
    )
    const result = await cli(['--dir', dir, '--origin', ORIGIN, '--summary'])
    expect(result.status).toBe(1)
    expect(result.out).toBe(
      [
        'Links opening a new tab without rel="noopener noreferrer" (2):',
        'https://a.example.net/2  <- / ("half")  [opens in a new tab without rel="noopener noreferrer"]',
        'https://b.example.net/  <- / ("bare")  [opens in a new tab without rel="noopener noreferrer"]',
        '',
        'links: 0 dead of 0 internal references on 1 page; 2 other problems; 5 external references to 3 hosts (not fetched)',
      ].join('\n'),
    )
  })
})

describe('describing where a reference appears', () => {
  const at = (page: string, region: Occurrence['region'], via: string): Occurrence => ({ page, region, via, url: '' })

  it('names pages with their own link and counts a shared header or footer link over the rest', () => {
    const footer = ['/', '/a', '/b', '/c', '/sitemap'].map((page) => at(page, 'footer', '"VPS"'))
    expect(describeOccurrences([at('/', 'body', '"VPS Hosting"'), at('/sitemap', 'body', '"VPS"'), ...footer])).toBe(
      '/ ("VPS Hosting"), /sitemap ("VPS"), and 3 pages (footer "VPS")',
    )
  })

  it('lists a reference on one or two pages page by page', () => {
    expect(describeOccurrences([at('/b', 'footer', '"x"'), at('/a', 'footer', '"x"')])).toBe(
      '/a (footer "x") and /b (footer "x")',
    )
    expect(describeOccurrences([at('/a', 'header', '"x"'), at('/b', 'body', '"y"'), at('/c', 'body', '"y"')])).toBe(
      '/a (header "x"), /b ("y"), and /c ("y")',
    )
  })

  it('names the last page of a shared group instead of "1 pages"', () => {
    const footer = ['/a', '/b', '/c'].map((page) => at(page, 'footer', '"VPS"'))
    expect(describeOccurrences([at('/a', 'body', '"x"'), at('/b', 'body', '"y"'), ...footer])).toBe(
      '/a ("x"), /b ("y"), and /c (footer "VPS")',
    )
  })

  it('tells the header, footer and head of a page apart from its content', async () => {
    const dir = site({
      'index.html': html(
        '<header><nav><a href="/h">h</a></nav></header><main><article><header><a href="/m">m</a></header></article></main><nav aria-label="crumbs"><a href="/n" aria-label="Named"><span>n</span></a></nav><footer><a href="/f"><img src="/x.svg" alt="Logo"></a></footer>',
        '<link rel="icon" href="/icon.svg">',
      ),
    })
    const report = await run(dir)
    expect(report.dead.map((entry) => `${entry.target}: ${describeOccurrences(entry.references)}`)).toEqual([
      '/f: / (footer "Logo")',
      '/h: / (header "h")',
      '/icon.svg: / (link rel=icon)',
      '/m: / ("m")',
      '/n: / (nav "Named")',
      '/x.svg: / (footer img "Logo")',
    ])
  })
})

describe('parsing helpers', () => {
  it('parses srcset candidates', () => {
    expect(parseSrcset('/a.png 1x, /b.png 2x')).toEqual(['/a.png', '/b.png'])
    expect(parseSrcset('/a.png 480w,/b.png 960w')).toEqual(['/a.png', '/b.png'])
    // As in HTML, a comma directly after a URL ends it only at the end of the URL.
    expect(parseSrcset('/a.png,/b.png 480w')).toEqual(['/a.png,/b.png'])
    expect(parseSrcset('  /img,with,commas.png 1x ,/c.png')).toEqual(['/img,with,commas.png', '/c.png'])
    expect(parseSrcset('')).toEqual([])
  })

  it('finds url() and @import in CSS, skipping data URIs and #ids', () => {
    expect(
      cssUrls(
        `@import 'a.css'; .x{background:url( "b.png" )} .y{mask:url(c.svg#m)} .z{filter:url(#f);background:url(data:image/png;base64,AA)}`,
      ),
    ).toEqual(['a.css', 'b.png', 'c.svg#m'])
  })

  it('reads attributes in every quoting style and decodes character references', () => {
    const html = `<A HREF=/x?a=1&amp;b=2 title='it&#39;s &lt;&#x20B9;&gt;'>`
    expect(scanPage(html, '/').references).toMatchObject([{ url: '/x?a=1&b=2', via: `"it's <₹>"` }])
  })

  it('skips comments and keeps script content out of the markup', () => {
    const html = '<!-- <a href="/no"> --><script>if (a < b) document.write("<a href=/no>")</script><p>1 < 2</p>'
    expect(scanPage(html, '/').references).toEqual([])
  })
})

describe('the command line', () => {
  it('explains itself with --help', async () => {
    const result = await cli(['--help'])
    expect(result.status).toBe(0)
    expect(result.out).toMatch(/^Usage: tsx scripts\/check-links\.ts/)
  })

  it('exits 2 with a plain message when there is no build', async () => {
    const result = await cli(['--dir', join(tmpdir(), 'no-such-build-dir')])
    expect(result.status).toBe(2)
    expect(result.err).toContain('No built site in')
  })

  it('exits 2 on an unknown option', async () => {
    expect((await cli(['--frobnicate'])).status).toBe(2)
  })
})

describe('link text', () => {
  it('separates block elements, reads img alt and svg titles, and prefers aria-label', async () => {
    const dir = site({
      'index.html': `<html><head><title>t</title><body><a href="/a"><h3>Intel VPS</h3><p>KVM servers</p></a><a href="/b"><svg><title>Close menu</title></svg></a><a href="/c"><img src="/c.svg" alt="Logo"> <span>Home</span></a><a href="/d" aria-label="Order Oak">Order</a></body></html>`,
    })
    const report = await run(dir)
    expect(report.dead.filter((entry) => entry.target !== '/c.svg').map((entry) => entry.references[0]?.via)).toEqual([
      '"Intel VPS KVM servers"',
      '"Close menu"',
      '"Logo Home"',
      '"Order Oak"',
    ])
    expect(report.dead.every((entry) => entry.references[0]?.region === 'body')).toBe(true)
  })
})
