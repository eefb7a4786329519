import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { parseDocument } from 'htmlparser2'
import { afterEach, describe, expect, it } from 'vitest'
import {
  buildContentSecurityPolicy,
  metaContentSecurityPolicy,
  parseContentSecurityPolicy,
  scriptHashSource,
} from '../../../renderer/csp/policy'
import { siteMetaContentSecurityPolicy } from '../../../renderer/csp/sitePolicy'
import { projectInlineScripts } from '../../../renderer/inlineScripts'
import { themeScript } from '../../../renderer/theme/themeScript'
import {
  buildSiteHeaders,
  CACHE_CONTROL,
  cacheRules,
  conflictingHeaders,
  type HeaderRule,
  headersForPath,
  isExecutingScript,
  noindexRules,
  patternMatches,
  type SiteHeadersInput,
  writeHeaders,
} from '../../../scripts/write-headers'

const THEME = '(function(){document.documentElement.classList.add("js")})()'

function page(head: string, body = ''): string {
  return `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`
}

function attrsOf(tag: string): Record<string, string> {
  const [element] = parseDocument(tag).children
  if (element?.type !== 'script') throw new Error(`not a script tag: ${tag}`)
  return element.attribs
}

describe('isExecutingScript', () => {
  it('runs classic and module scripts, import maps and speculation rules', () => {
    for (const tag of [
      '<script>',
      '<script type="">',
      '<script type="text/javascript">',
      '<script type=" Text/JavaScript ">',
      '<script type="module">',
      '<script type="importmap">',
      '<script type="speculationrules">',
      '<script language="javascript">',
    ])
      expect(isExecutingScript(attrsOf(tag)), tag).toBe(true)
  })

  it('leaves data blocks alone: JSON, JSON-LD, anything unknown', () => {
    for (const tag of [
      '<script type="application/json">',
      '<script type="application/ld+json">',
      '<script type="text/template">',
      '<script type="text/javascript; charset=utf-8">',
    ])
      expect(isExecutingScript(attrsOf(tag)), tag).toBe(false)
  })
})

const RULES: HeaderRule[] = [
  {
    pattern: '/*',
    headers: [
      ['X-Content-Type-Options', 'nosniff'],
      ['Content-Security-Policy', "default-src 'self'; img-src 'self' https://i.ytimg.com"],
    ],
  },
  { pattern: '/assets/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
  { pattern: '/games', headers: [['Cache-Control', 'public, max-age=0, must-revalidate']] },
  {
    pattern: '/games/*',
    headers: [
      ['Cache-Control', 'public, max-age=0, must-revalidate'],
      ['X-Robots-Tag', 'noindex'],
    ],
  },
  {
    pattern: '/blog/*/feed.xml',
    headers: [
      ['Content-Type', 'application/rss+xml'],
      ['Link', '</a.css>; rel=preload'],
      ['link', '</b.css>; rel=preload'],
    ],
  },
]

describe('patternMatches', () => {
  it('treats * as a splat over any characters, slashes included, or none', () => {
    expect(patternMatches('/*', '/')).toBe(true)
    expect(patternMatches('/*', '/games/minecraft/')).toBe(true)
    expect(patternMatches('/assets/*', '/assets/chunks/chunk-abc.js')).toBe(true)
    expect(patternMatches('/assets/*', '/assets')).toBe(false)
    expect(patternMatches('/assets/*', '/images/assets/x.png')).toBe(false)
    expect(patternMatches('/*.html', '/games/index.html')).toBe(true)
  })

  it('matches a literal path exactly, trailing slash included', () => {
    expect(patternMatches('/games', '/games')).toBe(true)
    expect(patternMatches('/games', '/games/')).toBe(false)
    expect(patternMatches('/games', '/gamesx')).toBe(false)
    // Regular-expression characters in a pattern are literal.
    expect(patternMatches('/a.b', '/axb')).toBe(false)
  })
})

describe('headersForPath', () => {
  it('gives the headers of every matching block, in file order', () => {
    expect(headersForPath(RULES, '/assets/entries/entry.js')).toEqual([
      ['X-Content-Type-Options', 'nosniff'],
      ['Content-Security-Policy', "default-src 'self'; img-src 'self' https://i.ytimg.com"],
      ['Cache-Control', 'public, max-age=31536000, immutable'],
    ])
    expect(headersForPath(RULES, '/games').map(([name]) => name)).toEqual([
      'X-Content-Type-Options',
      'Content-Security-Policy',
      'Cache-Control',
    ])
    expect(headersForPath(RULES, '/games/minecraft/').map(([name]) => name)).toContain('X-Robots-Tag')
  })

  it('gives nothing for a path no block matches', () => {
    expect(headersForPath([{ pattern: '/games', headers: [['A', '1']] }], '/faq')).toEqual([])
  })
})

describe('conflictingHeaders', () => {
  it('names a header that more than one matching block sets, compared case-insensitively', () => {
    const twice: HeaderRule[] = [
      { pattern: '/*', headers: [['Cache-Control', 'no-cache']] },
      { pattern: '/x', headers: [['cache-control', 'max-age=60']] },
    ]
    expect(conflictingHeaders(twice, '/x')).toEqual(['cache-control'])
    expect(conflictingHeaders(twice, '/y')).toEqual([])
    // Set twice by one block is not a conflict between blocks.
    expect(conflictingHeaders(RULES, '/blog/launch/feed.xml')).toEqual([])
  })
})

describe('cacheRules', () => {
  const files = [
    '/404.html',
    '/index.html',
    '/favicon.ico',
    '/robots.txt',
    '/assets/chunks/chunk-B_CoW32q.js',
    '/assets/static/global-e5c5c9c3.GgUWiqMJ.css',
    '/images/games/minecraft.svg',
    '/games/index.html',
    '/games/minecraft/index.html',
    '/docs/index.html',
    '/docs/guide.html',
    '/docs/diagram.png',
  ]
  const rules = cacheRules(files)
  const cacheFor = (path: string) => headersForPath(rules, path).find(([name]) => name === 'Cache-Control')?.[1]

  it('caches hashed assets for a year, pages never without revalidating, other files for an hour', () => {
    expect(cacheFor('/assets/chunks/chunk-B_CoW32q.js')).toBe(CACHE_CONTROL.immutable)
    for (const path of ['/', '/games', '/games/', '/games/minecraft', '/games/minecraft/', '/docs', '/docs/guide'])
      expect(cacheFor(path), path).toBe(CACHE_CONTROL.html)
    for (const path of ['/favicon.ico', '/robots.txt', '/images/games/minecraft.svg', '/docs/diagram.png'])
      expect(cacheFor(path), path).toBe(CACHE_CONTROL.short)
    expect(CACHE_CONTROL).toEqual({
      immutable: 'public, max-age=31536000, immutable',
      html: 'public, max-age=0, must-revalidate',
      short: 'public, max-age=3600',
    })
  })

  it('covers a folder of pages with two rules, however many pages it holds', () => {
    expect(rules.map((rule) => rule.pattern)).toEqual([
      '/',
      '/favicon.ico',
      '/robots.txt',
      '/assets/*',
      '/docs',
      '/docs/',
      '/docs/diagram.png',
      '/docs/guide.html',
      '/docs/guide',
      '/games',
      '/games/*',
      '/images/*',
    ])
  })
})

describe('noindexRules', () => {
  const hidden = new Map([
    ['/admin/dashboard/', 'noindex'],
    ['/admin/', 'noindex, nofollow'],
    ['/drafts/', 'noindex'],
  ])
  const rules = noindexRules(hidden)
  const robotsTag = (path: string) => headersForPath(rules, path).find(([name]) => name === 'X-Robots-Tag')?.[1]

  it('sends the words of the robots <meta> to its folder of pages, with and without the slash', () => {
    for (const path of ['/admin', '/admin/', '/admin/dashboard/'])
      expect(robotsTag(path), path).toBe('noindex, nofollow')
    expect(robotsTag('/drafts/a/')).toBe('noindex')
    for (const path of ['/', '/faq/', '/administrators/']) expect(robotsTag(path), path).toBeUndefined()
  })

  it('writes two rules per folder, none for a page a folder covers', () => {
    expect(rules.map((rule) => rule.pattern)).toEqual(['/admin', '/admin/*', '/drafts', '/drafts/*'])
    expect(noindexRules(new Map([['/', 'noindex']])).map((rule) => rule.pattern)).toEqual(['/*'])
  })
})

describe('buildSiteHeaders', () => {
  const sources = {
    inlineScripts: [THEME],
    formActionOrigins: ['https://billing.example.com'],
    imgHosts: ['https://i.ytimg.com'],
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy(buildContentSecurityPolicy(sources))}">`
  const input: SiteHeadersInput = {
    ...sources,
    files: ['/index.html', '/games/index.html', '/assets/entries/entry.Baoi2jXx.js'],
    pages: [
      {
        file: '/index.html',
        html: page(`${meta}<script>${THEME}</script><script src="/assets/entries/entry.Baoi2jXx.js"></script>`),
      },
      {
        file: '/games/index.html',
        html: page(
          `${meta}<script>${THEME}</script><script type="application/ld+json">{"name":"\\u003c/script\\u003e"}</script>`,
          '<img src="https://i.ytimg.com/vi/a/b.jpg"><div data-props="{&quot;a&quot;:1}"></div>',
        ),
      },
    ],
    origin: 'https://www.example.com',
  }

  it('hashes exactly the project inline scripts in one policy on /*', () => {
    const result = buildSiteHeaders(input)
    expect(result.problems).toEqual([])
    expect([...result.scriptHashes]).toEqual([[scriptHashSource(THEME), ['/index.html', '/games/index.html']]])
    const security = result.rules[0]
    expect(security?.pattern).toBe('/*')
    const csp = parseContentSecurityPolicy(
      security?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '',
    )
    expect(csp.get('script-src')).toEqual(["'self'", scriptHashSource(THEME)])
    expect(security?.headers.map(([name]) => name)).toEqual([
      'Content-Security-Policy',
      'X-Frame-Options',
      'Cross-Origin-Opener-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ])
    const headers = new Map(security?.headers)
    expect(headers.get('X-Frame-Options')).toBe('DENY')
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
  })

  it('fails on an executing inline script the project does not define, and never hashes it', () => {
    const injected = '</script><script>alert(1)</script>'
    const result = buildSiteHeaders({
      ...input,
      pages: [
        {
          file: '/index.html',
          // What an unescaped data value in the theme script used to produce.
          html: page(`${meta}<script>var k="tarang-theme${injected}";</script>`),
        },
      ],
    })
    expect(result.problems).toEqual([
      '/index.html: an inline script the project does not define (renderer/inlineScripts.ts): "var k=\\"tarang-theme"; the CSP will not admit it',
      '/index.html: an inline script the project does not define (renderer/inlineScripts.ts): "alert(1)"; the CSP will not admit it',
    ])
    expect(result.contentSecurityPolicy).not.toContain(scriptHashSource('alert(1)'))
    expect(parseContentSecurityPolicy(result.contentSecurityPolicy).get('script-src')).toEqual([
      "'self'",
      scriptHashSource(THEME),
    ])
  })

  it('requires the CSP <meta> in every page, equal to the header policy and before any script', () => {
    const pages = [
      { file: '/a.html', html: page(`<script>${THEME}</script>`) },
      {
        file: '/b.html',
        html: page(`<meta http-equiv="Content-Security-Policy" content="default-src *"><script>${THEME}</script>`),
      },
      { file: '/c.html', html: page(`<script>${THEME}</script>${meta}`) },
    ]
    expect(buildSiteHeaders({ ...input, pages }).problems).toEqual([
      '/a.html: no <meta http-equiv="Content-Security-Policy"> (the policy for hosts without _headers)',
      '/b.html: its CSP <meta> differs from the policy in _headers (less frame-ancestors); rebuild',
      '/c.html: a script comes before the CSP <meta>, so the policy does not cover it',
    ])
  })

  it('reports what would break or be unsafe under the policy', () => {
    const result = buildSiteHeaders({
      ...input,
      files: [...input.files, '/assets/logo.svg'],
      pages: [
        {
          file: '/index.html',
          html: page(
            `${meta}<script src="https://cdn.other.example/lib.js"></script>`,
            '<img src="https://photos.other.example/a.jpg"><img src="data:image/gif;base64,R0lGOD">',
          ),
        },
      ],
    })
    expect(result.problems).toEqual([
      "/index.html: script https://cdn.other.example/lib.js is on another host; script-src allows only the site's own files",
      '/index.html: image https://photos.other.example/a.jpg is on a host img-src does not allow (it allows those of renderer/csp/externalImages.ts)',
      '/index.html: uses a data: image, which img-src does not allow; use a file instead',
      '/assets/logo.svg has no content hash in its name but would be cached as immutable',
    ])
  })

  it('sends X-Robots-Tag to exactly the pages whose robots <meta> says noindex', () => {
    const hidden = page(`${meta}<meta name="Robots" content="noindex, nofollow">`)
    const open = page(`${meta}<meta name="robots" content="index, follow">`)
    const files = ['/index.html', '/admin/index.html', '/404.html']
    const pages = [
      { file: '/index.html', html: open },
      { file: '/admin/index.html', html: hidden },
      // Served with status 404 wherever a page is missing: needs no header.
      { file: '/404.html', html: hidden },
    ]
    const result = buildSiteHeaders({ ...input, files, pages })
    expect(result.problems).toEqual([])
    expect(new Map(headersForPath(result.rules, '/admin/')).get('X-Robots-Tag')).toBe('noindex, nofollow')
    expect(new Map(headersForPath(result.rules, '/')).has('X-Robots-Tag')).toBe(false)
    expect(new Map(headersForPath(result.rules, '/404.html')).has('X-Robots-Tag')).toBe(false)

    const listed = { file: '/admin/help/index.html', html: open }
    expect(buildSiteHeaders({ ...input, files, pages: [...pages, listed] }).problems).toEqual([
      '/admin/help/index.html: _headers sends it X-Robots-Tag, but its robots <meta> lets search engines list it',
    ])
  })

  it('finds executing inline scripts, external scripts and pictures, leaving data blocks alone', () => {
    const other = 'https://other.example'
    const result = buildSiteHeaders({
      ...input,
      pages: [
        {
          file: '/index.html',
          html: page(
            `${meta}<script>${THEME}</script><script type="application/ld+json">{"@type":"Organization"}</script>` +
              '<script id="vike_pageContext" type="application/json">{"a":1}</script>' +
              `<script src="/assets/entry.js" type="module" async></script><style>.hero{background:url(${other}/hero.svg)}</style>`,
            `<img src="https://i.ytimg.com/vi/x/maxresdefault.jpg" srcset="/a.png 1x, ${other}/b.png 2x">` +
              `<picture><source srcset="${other}/c.avif"></picture><div style="background-image: url('${other}/d.png')"></div>` +
              '<script type="module">import "/x.js"</script>',
          ),
        },
      ],
    })
    const offHost = (url: string) =>
      `/index.html: image ${url} is on a host img-src does not allow (it allows those of renderer/csp/externalImages.ts)`
    expect(result.problems).toEqual([
      offHost(`${other}/hero.svg`),
      offHost(`${other}/b.png`),
      offHost(`${other}/c.avif`),
      offHost(`${other}/d.png`),
      '/index.html: an inline script the project does not define (renderer/inlineScripts.ts): "import \\"/x.js\\""; the CSP will not admit it',
    ])
    expect([...result.scriptHashes]).toEqual([[scriptHashSource(THEME), ['/index.html']]])
  })

  it('hashes an inline script exactly as written (character references are not decoded in scripts)', () => {
    const script = 'if (a &amp;&amp; b) x()'
    const policy = metaContentSecurityPolicy(buildContentSecurityPolicy({ ...sources, inlineScripts: [script] }))
    const html = page(`<meta http-equiv="Content-Security-Policy" content="${policy}"><script>${script}</script>`)
    const result = buildSiteHeaders({ ...input, inlineScripts: [script], pages: [{ file: '/index.html', html }] })
    expect(result.problems).toEqual([])
    expect([...result.scriptHashes]).toEqual([[scriptHashSource(script), ['/index.html']]])
  })

  it('notices data: pictures', () => {
    const pages = [
      { file: '/a.html', html: page(meta, '<img src="data:image/png;base64,AAAA">') },
      { file: '/b.html', html: page(`${meta}<style>a{background:url("data:image/svg+xml,x")}</style>`) },
    ]
    expect(buildSiteHeaders({ ...input, pages }).problems).toEqual([
      '/a.html: uses a data: image, which img-src does not allow; use a file instead',
      '/b.html: uses a data: image, which img-src does not allow; use a file instead',
    ])
  })

  it('lets an integration bring its script and image hosts', () => {
    const extraHosts = { script: ['https://tags.analytics.example'], img: ['https://*.analytics.example'] }
    const policy = metaContentSecurityPolicy(buildContentSecurityPolicy({ ...sources, extraHosts }))
    const result = buildSiteHeaders({
      ...input,
      pages: [
        {
          file: '/index.html',
          html: page(
            `<meta http-equiv="Content-Security-Policy" content="${policy}"><script src="https://tags.analytics.example/t.js"></script>`,
            '<img src="https://px.analytics.example/p.gif">',
          ),
        },
      ],
      extraHosts,
    })
    expect(result.problems).toEqual([])
  })
})

describe('writeHeaders', () => {
  const temporary: string[] = []
  const lines: string[] = []
  const output = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(`error: ${line}`) }
  afterEach(() => {
    for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true })
    lines.length = 0
  })

  it('writes <dir>/_headers from the built pages, readable by the server', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'write-headers-'))
    temporary.push(dir)
    const head = `<meta http-equiv="Content-Security-Policy" content="${siteMetaContentSecurityPolicy()}"><script>${themeScript}</script>`
    const files: Record<string, string> = {
      'index.html': page(head),
      'faq/index.html': page(head),
      'robots.txt': 'User-agent: *',
    }
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), content)
    }
    const result = await writeHeaders(dir, output)
    expect(result.problems).toEqual([])
    expect(lines).toEqual([
      `headers: 2 pages, ${projectInlineScripts().length} project inline script hashes, 5 rules -> ${join(dir, '_headers')}`,
    ])
    const text = readFileSync(join(dir, '_headers'), 'utf8')
    expect(text).toBe(result.text)
    // Comment lines, then each block: its pattern and indented "Name: value" lines, a blank line between blocks.
    expect(text).toMatch(
      /^# Generated by scripts\/write-headers\.ts[^\n]*\n# Format: [^\n]*\n\n\/\*\n {2}Content-Security-Policy: /,
    )
    expect(text.endsWith('\n\n/faq/*\n  Cache-Control: public, max-age=0, must-revalidate\n')).toBe(true)
    const headers = new Map(headersForPath(result.rules, '/faq/'))
    expect(headers.get('Content-Security-Policy')).toContain(scriptHashSource(themeScript))
    expect(headers.get('Content-Security-Policy')).toContain('form-action https://billing.example.com')
    expect(headers.get('Cache-Control')).toBe(CACHE_CONTROL.html)
    expect(headers.has('X-Robots-Tag')).toBe(false)
  })

  it("sends X-Robots-Tag to the registry's hidden pages (the admin area)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'write-headers-'))
    temporary.push(dir)
    const head = `<meta http-equiv="Content-Security-Policy" content="${siteMetaContentSecurityPolicy()}"><script>${themeScript}</script>`
    const noindex = '<meta name="robots" content="noindex, nofollow">'
    const files: Record<string, string> = {
      'index.html': page(head),
      'admin/index.html': page(`${head}${noindex}`),
      'admin/dashboard/index.html': page(`${head}${noindex}`),
    }
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), content)
    }
    const { problems, rules } = await writeHeaders(dir, output)
    expect(problems).toEqual([])
    for (const path of ['/admin/', '/admin/dashboard/'])
      expect(new Map(headersForPath(rules, path)).get('X-Robots-Tag'), path).toBe('noindex, nofollow')
    expect(new Map(headersForPath(rules, '/')).has('X-Robots-Tag')).toBe(false)
  })

  it('runs as a build step: exit status 0 and one summary line, or 1, the problems and no file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'write-headers-'))
    temporary.push(dir)
    writeFileSync(join(dir, 'index.html'), page(`<script>${themeScript}</script>`))
    expect((await writeHeaders(dir, output)).status).toBe(1)
    expect(lines).toEqual([
      'error: _headers not written: 1 problem(s)\n  /index.html: no <meta http-equiv="Content-Security-Policy"> (the policy for hosts without _headers)',
    ])
    expect(existsSync(join(dir, '_headers'))).toBe(false)
    lines.length = 0
    const head = `<meta http-equiv="Content-Security-Policy" content="${siteMetaContentSecurityPolicy()}"><script>${themeScript}</script>`
    writeFileSync(join(dir, 'index.html'), page(head))
    expect((await writeHeaders(dir, output)).status).toBe(0)
    expect(lines).toEqual([
      `headers: 1 pages, ${projectInlineScripts().length} project inline script hashes, 2 rules -> ${join(dir, '_headers')}`,
    ])
  })
})
