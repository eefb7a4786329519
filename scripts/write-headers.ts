/**
 * Writes `<dir>/_headers` (Netlify, Cloudflare Pages): a `/*` security block, cache blocks that never overlap and
 * X-Robots-Tag on hidden pages; no file when a page breaks the CSP. A header set by several matching blocks (`*`
 * matches anything, slashes too) gets their values joined with ", ".
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { DomUtils, parseDocument } from 'htmlparser2'
import { site } from '../data/site'
import {
  buildContentSecurityPolicy,
  hostSource,
  metaContentSecurityPolicy,
  type PolicySources,
  scriptHashSource,
} from '../renderer/csp/policy'
import { sitePolicySources } from '../renderer/csp/sitePolicy'
import { pageAddress } from './checks/links/resolve'
import { cssUrls, parseSrcset } from './checks/links/scan'
import { consoleOutput } from './cli'
import { listSitePaths } from './fileList'

export type HeaderRule = { pattern: string; headers: [name: string, value: string][] }

/** Whether a pattern applies to a URL path. The build writes no `:name` placeholders, so only `*` is read. */
export function patternMatches(pattern: string, urlPath: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${source}$`).test(urlPath)
}

/** The headers of every block that applies to a URL path, in file order (a host would join repeated ones). */
export const headersForPath = (rules: readonly HeaderRule[], urlPath: string) =>
  rules.filter((rule) => patternMatches(rule.pattern, urlPath)).flatMap((rule) => rule.headers)

/** Header names (lower case) that more than one block applying to a URL path sets: the host would join their values. */
export function conflictingHeaders(rules: readonly HeaderRule[], urlPath: string): string[] {
  const names = rules
    .filter((rule) => patternMatches(rule.pattern, urlPath))
    .flatMap((rule) => [...new Set(rule.headers.map(([name]) => name.toLowerCase()))])
  return [...new Set(names.filter((name, index) => names.indexOf(name) !== index))]
}

export const CACHE_CONTROL = {
  /** Vite's content-hashed files: a changed file gets a new name, so browsers may keep them for a year. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages: always revalidated, so a deploy shows at once (and points at the new hashed assets). */
  html: 'public, max-age=0, must-revalidate',
  /** Public files under stable names (icons, images, robots.txt, sitemap.xml): an hour of staleness at most. */
  short: 'public, max-age=3600',
} as const

/** Cloudflare Pages reads at most this many rules from `_headers`. */
const MAX_RULES = 100

// Features the site never uses, off for it and anything it embeds; only names Chromium knows (it logs unknown ones).
const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), ' +
  'magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=(), browsing-topics=()'

// Vite names every emitted file with a content hash of 8 URL-safe characters before the extension.
const HASHED_NAME = /[-.][A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/

const isHtml = (name: string) => name.endsWith('.html')

/** Cache rules per section rather than per page; the root 404.html gets none, being served at any missing address. */
export function cacheRules(files: readonly string[]): HeaderRule[] {
  const rules: HeaderRule[] = []
  const add = (patterns: string[], value: string) => {
    for (const pattern of patterns) rules.push({ pattern, headers: [['Cache-Control', value]] })
  }

  const visit = (prefix: string) => {
    const inside = files.filter((file) => file.startsWith(`${prefix}/`)).map((file) => file.slice(prefix.length + 1))
    // A folder's own page first, then its other files by name.
    const names = inside
      .filter((name) => !name.includes('/'))
      .sort((a, b) => Number(b === 'index.html') - Number(a === 'index.html') || a.localeCompare(b))
    for (const name of names) {
      if (prefix === '' && (name === '404.html' || name === '_headers')) continue
      // A page at both the addresses a host answers: a static host serves about.html at /about as well.
      if (name === 'index.html') add(prefix === '' ? ['/'] : [prefix, `${prefix}/`], CACHE_CONTROL.html)
      else if (isHtml(name)) add([`${prefix}/${name}`, `${prefix}/${name.replace(/\.html$/, '')}`], CACHE_CONTROL.html)
      else add([`${prefix}/${name}`], CACHE_CONTROL.short)
    }
    const folders = new Set(inside.filter((name) => name.includes('/')).map((name) => name.slice(0, name.indexOf('/'))))
    for (const name of [...folders].sort((a, b) => a.localeCompare(b))) {
      const path = `${prefix}/${name}`
      const below = inside.filter((file) => file.startsWith(`${name}/`))
      const pages = below.filter(isHtml).length
      if (path === '/assets') add(['/assets/*'], CACHE_CONTROL.immutable)
      else if (pages === 0) add([`${path}/*`], CACHE_CONTROL.short)
      else if (pages === below.length) add([path, `${path}/*`], CACHE_CONTROL.html)
      else visit(path)
    }
  }
  visit('')
  return rules
}

/**
 * X-Robots-Tag on each folder of pages whose robots <meta> says noindex, with its words: search engines read it from
 * the response, also for a URL they only know from a link (robots.txt lets them fetch these pages, docs/security.md).
 */
export function noindexRules(hidden: ReadonlyMap<string, string>): HeaderRule[] {
  const folders = new Map<string, string>()
  // Page addresses end in a slash, so a folder covers those below it: /admin/ covers /admin/dashboard/.
  for (const [page, robots] of [...hidden].sort(([a], [b]) => a.length - b.length))
    if (![...folders.keys()].some((folder) => page.startsWith(folder))) folders.set(page, robots)
  return [...folders].sort().flatMap(([page, robots]) => {
    // The folder's address without its slash too, as the cache rules do: a host answers it (with a redirect).
    const folder = page.replace(/\/$/, '')
    const headers: HeaderRule['headers'] = [['X-Robots-Tag', robots]]
    return (folder === '' ? ['/*'] : [folder, `${folder}/*`]).map((pattern) => ({ pattern, headers }))
  })
}

// The HTML standard's JavaScript MIME type essences (text/javascript, application/x-ecmascript, text/javascript1.3,
// text/livescript...): a script of one of these types (or none) is classic script.
const JAVASCRIPT_TYPE =
  /^(?:(?:application|text)\/(?:x-)?(?:ecma|java)script|text\/(?:javascript1\.[0-5]|jscript|livescript))$/
// Not JavaScript, but still subject to script-src when inline.
const OTHER_SCRIPT_TYPES = new Set(['module', 'importmap', 'speculationrules'])

/** Whether the browser runs a script element; any other type (application/ld+json) is a data block, needing no hash. */
export function isExecutingScript({ type = '', language = '' }: Readonly<Record<string, string>>): boolean {
  if (type === '') return language === '' || JAVASCRIPT_TYPE.test(`text/${language.trim().toLowerCase()}`)
  const essence = type.trim().toLowerCase()
  return JAVASCRIPT_TYPE.test(essence) || OTHER_SCRIPT_TYPES.has(essence)
}

export interface SiteHeadersInput extends PolicySources {
  /** Every built file, as '/games/index.html'. */
  files: readonly string[]
  pages: readonly { file: string; html: string }[]
  /** The site's own origin; URLs on it count as 'self'. */
  origin: string
}

/** Whether an origin is one of the hosts, or under one of their `https://*.` wildcards. */
const allowedBy = (hosts: readonly string[], origin: string) =>
  hosts.some(
    (host) =>
      host === origin ||
      (host.startsWith('https://*.') && origin.startsWith('https://') && origin.endsWith(host.slice(9))),
  )

export function buildSiteHeaders(input: SiteHeadersInput) {
  /** What the build would ship broken or unsafe; the build fails on any. */
  const problems: string[] = []
  const origin = new URL(input.origin).origin
  const contentSecurityPolicy = buildContentSecurityPolicy(input)
  const metaPolicy = metaContentSecurityPolicy(contentSecurityPolicy)
  /** Hash source of each project inline script -> the pages that carry it. */
  const scriptHashes = new Map<string, string[]>(input.inlineScripts.map((text) => [scriptHashSource(text), []]))
  const allowedImages = [...input.imgHosts, ...(input.extraHosts?.img ?? [])].map(hostSource)
  const allowedScripts = (input.extraHosts?.script ?? []).map(hostSource)
  /** The robots <meta> of each page that says noindex, by address. */
  const hidden = new Map<string, string>()

  for (const { file, html } of input.pages) {
    const problem = (text: string) => problems.push(`${file}: ${text}`)
    /** Whether `src` loads from a host other than the site's and those allowed. */
    const offHost = (src: string, allowed: readonly string[]) => {
      const url = new URL(src, new URL(file, `${origin}/`))
      return url.origin !== origin && !allowedBy(allowed, url.origin)
    }
    const metaPolicies: string[] = []
    let scriptBeforeMetaPolicy = false
    let usesDataImages = false
    const addImage = (url: string) => {
      if (/^data:/i.test(url)) usesDataImages = true
      else if (url !== '' && offHost(url, allowedImages))
        problem(`image ${url} is on a host img-src does not allow (it allows those of renderer/csp/externalImages.ts)`)
    }
    const addCss = (css: string) => {
      if (/url\(\s*["']?data:/i.test(css)) usesDataImages = true
      for (const url of cssUrls(css)) addImage(url)
    }
    // In document order; script and style text is as written: htmlparser2 decodes no character references in it.
    for (const element of DomUtils.findAll(() => true, parseDocument(html).children)) {
      const { name, attribs } = element
      if (attribs.style) addCss(attribs.style)
      if (name === 'meta' && attribs['http-equiv']?.trim().toLowerCase() === 'content-security-policy') {
        metaPolicies.push(attribs.content ?? '')
      } else if (name === 'meta' && attribs.name?.trim().toLowerCase() === 'robots') {
        // The root 404.html is served with status 404 at every missing address, which no search engine lists.
        const robots = attribs.content ?? ''
        if (/\bnoindex\b/i.test(robots) && file !== '/404.html') hidden.set(pageAddress(file), robots)
      } else if (name === 'script') {
        if (metaPolicies.length === 0) scriptBeforeMetaPolicy = true
        if (attribs.src !== undefined) {
          if (offHost(attribs.src, allowedScripts))
            problem(`script ${attribs.src} is on another host; script-src allows only the site's own files`)
        } else if (isExecutingScript(attribs)) {
          // Only the project's own scripts are hashed: anything else came from data or a dependency and must not run.
          const text = DomUtils.textContent(element)
          const pages = scriptHashes.get(scriptHashSource(text))
          const flat = text.replace(/\s+/g, ' ').trim()
          const excerpt = JSON.stringify(flat.length > 80 ? `${flat.slice(0, 80)}…` : flat)
          if (!pages)
            problem(
              `an inline script the project does not define (renderer/inlineScripts.ts): ${excerpt}; the CSP will not admit it`,
            )
          else if (!pages.includes(file)) pages.push(file)
        }
      } else if (name === 'style') {
        addCss(DomUtils.textContent(element))
      } else if (name === 'img' || name === 'source') {
        if (name === 'img') addImage(attribs.src ?? '')
        for (const url of parseSrcset(attribs.srcset ?? '')) addImage(url)
      }
    }
    if (metaPolicies.length === 0)
      problem('no <meta http-equiv="Content-Security-Policy"> (the policy for hosts without _headers)')
    else if (metaPolicies.some((policy) => policy !== metaPolicy))
      problem('its CSP <meta> differs from the policy in _headers (less frame-ancestors); rebuild')
    else if (scriptBeforeMetaPolicy) problem('a script comes before the CSP <meta>, so the policy does not cover it')
    if (usesDataImages) problem('uses a data: image, which img-src does not allow; use a file instead')
  }

  const rules: HeaderRule[] = [
    {
      pattern: '/*',
      headers: [
        ['Content-Security-Policy', contentSecurityPolicy],
        // The same as frame-ancestors 'none', for older browsers that read only this header.
        ['X-Frame-Options', 'DENY'],
        // No window.opener handle either way: no cross-window scripting or tab-nabbing.
        ['Cross-Origin-Opener-Policy', 'same-origin'],
        // No preload: adding the domain to browsers' preload lists is a separate, hard-to-undo decision.
        ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', PERMISSIONS_POLICY],
      ],
    },
    ...cacheRules(input.files),
    ...noindexRules(hidden),
  ]
  const tagged = (file: string) => headersForPath(rules, pageAddress(file)).some(([name]) => name === 'X-Robots-Tag')
  for (const { file } of input.pages)
    if (file !== '/404.html' && !hidden.has(pageAddress(file)) && tagged(file))
      problems.push(`${file}: _headers sends it X-Robots-Tag, but its robots <meta> lets search engines list it`)
  for (const file of input.files) {
    if (file.startsWith('/assets/') && !HASHED_NAME.test(file))
      problems.push(`${file} has no content hash in its name but would be cached as immutable`)
    // The address a visitor uses for a built file, and the other one a static host answers too.
    const page = pageAddress(file)
    for (const address of page === file || page === '/' ? [page] : [page.slice(0, -1), page]) {
      const conflicts = conflictingHeaders(rules, address)
      if (conflicts.length > 0) problems.push(`${address}: more than one _headers block sets ${conflicts.join(', ')}`)
    }
  }
  if (rules.length > MAX_RULES)
    problems.push(`_headers has ${rules.length} rules; Cloudflare Pages reads only the first ${MAX_RULES}`)

  return { rules, contentSecurityPolicy, scriptHashes, problems }
}

/** Writes `<dir>/_headers` from the built site and prints one line; `status` 1, and no file, on any problem. */
export async function writeHeaders(dir: string, output = consoleOutput) {
  const files = (await listSitePaths(dir)).filter((file) => file !== '/_headers')
  const pages = await Promise.all(
    files.filter(isHtml).map(async (file) => ({ file, html: await readFile(join(dir, file), 'utf8') })),
  )
  const { rules, scriptHashes, problems } = buildSiteHeaders({
    files,
    pages,
    origin: site.origin,
    ...sitePolicySources(),
  })
  const blocks = rules.map((rule) => [rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)])
  const comment = `# Generated by scripts/write-headers.ts from the built pages (npm run build); do not edit by hand.
# Format: Netlify / Cloudflare Pages _headers. scripts/preview.ts applies it locally through wrangler.`
  const text = `${[comment, ...blocks.map((lines) => lines.join('\n'))].join('\n\n')}\n`
  if (problems.length > 0) {
    output.err(`_headers not written: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`)
    return { status: 1, text, rules, problems }
  }
  await writeFile(join(dir, '_headers'), text)
  const hashes = `${scriptHashes.size} project inline script hash${scriptHashes.size === 1 ? '' : 'es'}`
  output.out(`headers: ${pages.length} pages, ${hashes}, ${rules.length} rules -> ${join(dir, '_headers')}`)
  return { status: 0, text, rules, problems }
}
