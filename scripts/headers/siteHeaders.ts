/**
 * The `_headers` file of Netlify and Cloudflare Pages: one `/*` security block, cache blocks that never overlap and
 * X-Robots-Tag on hidden pages; pages are checked against the CSP and their robots <meta>. In its patterns `*` matches
 * anything (slashes too); a header set by several matching blocks gets their values joined with ", ".
 */
import {
  buildContentSecurityPolicy,
  hostSource,
  metaContentSecurityPolicy,
  type PolicySources,
  scriptHashSource,
} from '../../renderer/csp/policy'
import { robotsDirective } from '../../renderer/seoFiles'
import { pageAddress } from '../checks/links/resolve'
import { scanPage } from './pageScan'

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
const PERMISSIONS_POLICY = (
  'accelerometer autoplay camera display-capture geolocation gyroscope hid magnetometer microphone midi payment ' +
  'serial usb xr-spatial-tracking browsing-topics'
)
  .split(' ')
  .map((feature) => `${feature}=()`)
  .join(', ')

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
 * X-Robots-Tag on the hidden pages, the same words as their robots <meta>: search engines read it from the
 * response, also for a URL they only know from a link (robots.txt lets them fetch these pages, docs/security.md).
 * A prefix without built pages gets no rule.
 */
export function noindexRules(prefixes: readonly string[], files: readonly string[]): HeaderRule[] {
  const headers: HeaderRule['headers'] = [['X-Robots-Tag', robotsDirective(false)]]
  return prefixes
    .filter((prefix) => files.some((file) => file.startsWith(prefix)))
    .flatMap((prefix) => {
      // The folder's address without its slash too, as the cache rules do: a host answers it (with a redirect).
      const folder = prefix.replace(/\/$/, '')
      return (folder === '' ? ['/*'] : [folder, `${folder}/*`]).map((pattern) => ({ pattern, headers }))
    })
}

export interface SiteHeadersInput extends PolicySources {
  /** Every built file, as '/games/index.html'. */
  files: readonly string[]
  /** Path prefixes of the pages search engines must not list ('/admin/'), from the route registry. */
  noindexPrefixes?: readonly string[]
  /** The HTML of every built page. */
  pages: readonly { file: string; html: string }[]
  /** The site's own origin; URLs on it count as 'self'. */
  origin: string
}

function allowedBy(hosts: readonly string[], origin: string): boolean {
  return hosts.some((host) => {
    if (!host.startsWith('https://*.')) return host === origin
    const suffix = host.slice('https://*'.length)
    return origin.startsWith('https://') && origin.endsWith(suffix)
  })
}

/** The address a visitor uses for a built file, and the other one a static host answers too. */
function addresses(file: string): string[] {
  const page = pageAddress(file)
  return page === file || page === '/' ? [page] : [page.slice(0, -1), page]
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  return JSON.stringify(flat.length > 80 ? `${flat.slice(0, 80)}…` : flat)
}

export function buildSiteHeaders(input: SiteHeadersInput) {
  /** What the build would ship broken or unsafe; the build fails on any. */
  const problems: string[] = []
  const origin = new URL(input.origin).origin
  const contentSecurityPolicy = buildContentSecurityPolicy(input)
  const metaPolicy = metaContentSecurityPolicy(contentSecurityPolicy)
  const knownScripts = new Set(input.inlineScripts.map((text) => text.replace(/\r\n?/g, '\n')))
  /** Hash source of each project inline script -> the pages that carry it. */
  const scriptHashes = new Map<string, string[]>(input.inlineScripts.map((text) => [scriptHashSource(text), []]))
  const allowedImages = [...input.imgHosts, ...(input.extraHosts?.img ?? [])].map(hostSource)
  const allowedScripts = (input.extraHosts?.script ?? []).map(hostSource)
  /** Whether `src` on `page` loads from a host other than the site's and those allowed. */
  const offHost = (src: string, page: string, allowed: readonly string[]) => {
    const url = new URL(src, new URL(page, `${origin}/`))
    return url.origin !== origin && !allowedBy(allowed, url.origin)
  }

  /** Whether each page's robots <meta> says noindex. */
  const noindexPages = new Map<string, boolean>()
  for (const page of input.pages) {
    const scan = scanPage(page.html)
    noindexPages.set(page.file, /\bnoindex\b/i.test(scan.robots ?? ''))
    for (const text of scan.inlineScripts) {
      // Only the project's own scripts are hashed: anything else came from data or a dependency and must not run.
      if (!knownScripts.has(text.replace(/\r\n?/g, '\n'))) {
        problems.push(
          `${page.file}: an inline script the project does not define (renderer/inlineScripts.ts): ${excerpt(text)}; the CSP will not admit it`,
        )
        continue
      }
      const pages = scriptHashes.get(scriptHashSource(text))
      if (pages && !pages.includes(page.file)) pages.push(page.file)
    }
    if (scan.metaPolicies.length === 0)
      problems.push(
        `${page.file}: no <meta http-equiv="Content-Security-Policy"> (the policy for hosts without _headers)`,
      )
    else if (scan.metaPolicies.some((policy) => policy !== metaPolicy))
      problems.push(`${page.file}: its CSP <meta> differs from the policy in _headers (less frame-ancestors); rebuild`)
    else if (scan.scriptBeforeMetaPolicy)
      problems.push(`${page.file}: a script comes before the CSP <meta>, so the policy does not cover it`)
    for (const src of scan.scriptSources) {
      if (offHost(src, page.file, allowedScripts))
        problems.push(`${page.file}: script ${src} is on another host; script-src allows only the site's own files`)
    }
    for (const src of scan.imageUrls) {
      if (offHost(src, page.file, allowedImages))
        problems.push(
          `${page.file}: image ${src} is on a host img-src does not allow (it allows those of renderer/csp/externalImages.ts)`,
        )
    }
    if (scan.usesDataImages)
      problems.push(`${page.file}: uses a data: image, which img-src does not allow; use a file instead`)
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
    ...noindexRules(input.noindexPrefixes ?? [], input.files),
  ]
  for (const [file, hidden] of noindexPages) {
    // The root 404.html is served with status 404 at every missing address, which no search engine lists.
    if (file === '/404.html') continue
    const tagged = headersForPath(rules, pageAddress(file)).some(([name]) => name === 'X-Robots-Tag')
    if (hidden && !tagged)
      problems.push(`${file}: its robots <meta> says noindex, but _headers sends it no X-Robots-Tag`)
    if (!hidden && tagged)
      problems.push(`${file}: _headers sends it X-Robots-Tag, but its robots <meta> lets search engines list it`)
  }
  for (const file of input.files) {
    if (file.startsWith('/assets/') && !HASHED_NAME.test(file))
      problems.push(`${file} has no content hash in its name but would be cached as immutable`)
    for (const address of addresses(file)) {
      const conflicts = conflictingHeaders(rules, address)
      if (conflicts.length > 0) problems.push(`${address}: more than one _headers block sets ${conflicts.join(', ')}`)
    }
  }
  if (rules.length > MAX_RULES)
    problems.push(`_headers has ${rules.length} rules; Cloudflare Pages reads only the first ${MAX_RULES}`)

  return { rules, contentSecurityPolicy, scriptHashes, problems }
}
