/**
 * The dead-link linter behind scripts/check-links.ts: reads a prerendered site (every HTML file, plus
 * sitemap.xml and robots.txt when present), collects every reference, and resolves the internal ones against
 * the files the way a static host answers without a redirect (`/faq/` for `faq/index.html`; `/faq` is only the
 * other URL form, which hosts redirect, and is reported). Nothing is fetched: external references are only
 * counted per host and checked for rel="noopener noreferrer" when they open a new tab.
 */

import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { formatCount } from '../../lib/format'
import { listSitePaths } from '../fileList'
import { decodeEntities, tokenizeHtml } from './html'

/** Where on a page a reference sits: the shared layout (header, footer, nav) or the page's own content. */
export type Region = 'head' | 'header' | 'footer' | 'nav' | 'body'

export interface Occurrence {
  /** The page as a visitor addresses it ('/', '/about-us', '/404.html', '/sitemap.xml'). */
  page: string
  region: Region
  /** How the page refers to the target: the link text in quotes, or the kind of reference ('canonical', 'img "alt"'). */
  via: string
  /** The URL exactly as written (attribute value after decoding character references). */
  url: string
}

export interface DeadReference {
  /** Path (and fragment, when only the fragment is missing) of the missing target: '/servers/vps', '/faq#refundz'. */
  target: string
  /** Why it is dead, in words. */
  reason: string
  references: Occurrence[]
}

export type ProblemKind = 'new-tab-without-rel' | 'off-origin' | 'malformed-url' | 'invalid-json-ld'

export interface Problem {
  kind: ProblemKind
  /** The URL concerned (or the page, for invalid JSON-LD). */
  target: string
  message: string
  references: Occurrence[]
}

export interface ExternalHost {
  host: string
  count: number
  urls: Array<{ url: string; references: Occurrence[] }>
}

export interface LinkReport {
  dir: string
  origin: string
  /** Every HTML page read, as addressed by a visitor. */
  pages: string[]
  /** Extra sources read when present. */
  sitemapXml: boolean
  robotsTxt: boolean
  /** Every internal reference checked (each occurrence counts, fragment-only links included). */
  internalReferences: number
  externalReferences: number
  dead: DeadReference[]
  problems: Problem[]
  external: ExternalHost[]
}

/* ------------------------------------------------------------------------------------------------
 * Collecting references from one page
 * ---------------------------------------------------------------------------------------------- */

interface RawReference extends Occurrence {
  /** `#fragment` targets are checked for links a visitor follows (a, area), not for identifiers like JSON-LD @id. */
  checkFragment: boolean
  /** Opens in another browsing context (target="_blank" or a named window). */
  newTab: boolean
  rel: readonly string[]
  /** Must be on the site's own origin: canonical, og:url, sitemap <loc>. */
  mustBeInternal: boolean
  /** Only on-origin values are references; others are identifiers (JSON-LD). */
  internalOnly: boolean
  /** Base URL to resolve against, when the page sets <base href> or the reference sits in a CSS file. */
  base?: string
}

interface ScannedPage {
  ids: Set<string>
  references: RawReference[]
  invalidJsonLd: string[]
}

const SECTIONING = new Set(['main', 'article', 'section', 'aside', 'nav'])
/** Inside link text, any other element (a heading, a paragraph, a div) separates words, as it does on screen. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
])
const TRACKED = new Set(['head', 'body', 'header', 'footer', 'nav', 'main', 'article', 'section', 'aside'])

/** Meta tags whose content is a URL of the page or its preview image. */
const URL_META = new Set([
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'og:url',
  'og:video',
  'og:audio',
  'twitter:image',
  'twitter:image:src',
])
const MUST_BE_INTERNAL_META = new Set(['og:url'])

/** Elements and attributes that load or link to a single URL. */
const URL_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src'],
  source: ['src'],
  script: ['src'],
  iframe: ['src'],
  embed: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  object: ['data'],
  form: ['action'],
  input: ['src'],
}
/** Elements and their attribute listing image candidates: srcset, and a preload's imagesrcset. */
const SRCSET_ATTRIBUTES: Record<string, string> = { img: 'srcset', source: 'srcset', link: 'imagesrcset' }

const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')/gi

/** URLs referenced from CSS text: url(...) and @import; data: URIs and in-document #ids are not files. */
export function cssUrls(css: string): string[] {
  const urls: string[] = []
  for (const match of css.matchAll(CSS_URL)) {
    const url = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? '').trim()
    if (url === '' || url.startsWith('#') || /^data:/i.test(url)) continue
    urls.push(url)
  }
  return urls
}

/** The URLs of a srcset attribute, following the HTML candidate-string rules (commas inside URLs kept). */
export function parseSrcset(srcset: string): string[] {
  const urls: string[] = []
  let index = 0
  const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char)
  while (index < srcset.length) {
    while (index < srcset.length && (isSpace(srcset[index]) || srcset[index] === ',')) index += 1
    if (index >= srcset.length) break
    const start = index
    while (index < srcset.length && !isSpace(srcset[index])) index += 1
    let url = srcset.slice(start, index)
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '')
    } else {
      let depth = 0
      while (index < srcset.length) {
        const char = srcset[index]
        index += 1
        if (char === '(') depth += 1
        else if (char === ')') depth -= 1
        else if (char === ',' && depth <= 0) break
      }
    }
    if (url !== '') urls.push(url)
  }
  return urls
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function quote(text: string): string {
  const short = text.length > 60 ? `${text.slice(0, 59)}…` : text
  return `"${short}"`
}

function relTokens(value: string | undefined): string[] {
  return (value ?? '').toLowerCase().split(/\s+/).filter(Boolean)
}

function opensNewTab(target: string | undefined): boolean {
  if (target === undefined) return false
  const name = target.trim().toLowerCase()
  return name !== '' && name !== '_self' && name !== '_parent' && name !== '_top'
}

/** Every string value of a JSON-LD document with the property it sits under. */
function jsonLdStrings(value: unknown, key: string, out: Array<{ key: string; value: string }>): void {
  if (typeof value === 'string') out.push({ key, value })
  else if (Array.isArray(value)) for (const item of value) jsonLdStrings(item, key, out)
  else if (typeof value === 'object' && value !== null)
    for (const [childKey, child] of Object.entries(value)) jsonLdStrings(child, childKey, out)
}

export function scanPage(html: string, page: string): ScannedPage {
  const ids = new Set<string>()
  const references: RawReference[] = []
  const invalidJsonLd: string[] = []
  const stack: string[] = []
  let base: string | undefined
  let anchor: { reference: RawReference; label: string | undefined; title: string | undefined; text: string[] } | null =
    null
  let scriptType: string | undefined

  const region = (): Region => {
    let sectioned = false
    for (const name of stack) {
      if (name === 'head') return 'head'
      if ((name === 'header' || name === 'footer') && !sectioned) return name
      if (SECTIONING.has(name)) sectioned = true
    }
    return stack.includes('nav') ? 'nav' : 'body'
  }

  const add = (url: string, via: string, options: Partial<RawReference> = {}): RawReference => {
    const reference: RawReference = {
      page,
      region: region(),
      via,
      url,
      checkFragment: false,
      newTab: false,
      rel: [],
      mustBeInternal: false,
      internalOnly: false,
      ...(base === undefined ? {} : { base }),
      ...options,
    }
    references.push(reference)
    return reference
  }

  const closeAnchor = () => {
    if (!anchor) return
    const text = collapse(anchor.text.join(''))
    const name = anchor.label || text || anchor.title
    anchor.reference.via = name ? quote(name) : 'link without text'
    anchor = null
  }

  for (const token of tokenizeHtml(html)) {
    if (token.type === 'text') {
      anchor?.text.push(token.text)
      continue
    }
    if (token.type === 'raw') {
      if (token.name === 'title' && anchor) {
        // An inline SVG's <title> names the link it sits in.
        anchor.text.push(` ${token.text} `)
      } else if (token.name === 'style') {
        for (const url of cssUrls(token.text)) add(url, 'CSS url()')
      } else if (token.name === 'script' && scriptType === 'application/ld+json') {
        try {
          const found: Array<{ key: string; value: string }> = []
          jsonLdStrings(JSON.parse(token.text), '', found)
          for (const { key, value } of found) {
            if (/^https?:\/\//i.test(value)) add(value, `JSON-LD ${quote(key)}`, { internalOnly: true })
          }
        } catch (error) {
          invalidJsonLd.push((error as Error).message)
        }
      }
      continue
    }
    if (token.type === 'end') {
      if (token.name === 'a' || token.name === 'area') closeAnchor()
      else if (anchor && !INLINE.has(token.name)) anchor.text.push(' ')
      if (TRACKED.has(token.name)) {
        const open = stack.lastIndexOf(token.name)
        if (open !== -1) stack.length = open
      }
      continue
    }

    const { name, attrs } = token
    // <body> ends an unclosed <head>.
    if (name === 'body' && stack.includes('head')) stack.length = stack.indexOf('head')
    if (TRACKED.has(name) && !token.selfClosing) stack.push(name)
    const id = attrs.get('id')
    if (id) ids.add(id)
    if (name === 'a' && attrs.get('name')) ids.add(attrs.get('name') as string)
    if (name === 'script') scriptType = attrs.get('type')?.trim().toLowerCase()
    if (name === 'base' && attrs.has('href')) base = attrs.get('href')
    if (name === 'img' && anchor) anchor.text.push(` ${attrs.get('alt') ?? ''} `)
    else if (anchor && !INLINE.has(name)) anchor.text.push(' ')

    const style = attrs.get('style')
    if (style) for (const url of cssUrls(style)) add(url, 'style url()')

    if (name === 'meta') {
      const property = (attrs.get('property') ?? attrs.get('name') ?? '').trim().toLowerCase()
      const content = attrs.get('content')
      if (URL_META.has(property) && content !== undefined) {
        add(content, property, { mustBeInternal: MUST_BE_INTERNAL_META.has(property) })
      }
      continue
    }

    for (const attribute of URL_ATTRIBUTES[name] ?? []) {
      const url = attrs.get(attribute)
      if (url === undefined) continue
      if (name === 'a' || name === 'area') {
        closeAnchor()
        const reference = add(url, 'link without text', {
          checkFragment: true,
          newTab: opensNewTab(attrs.get('target')),
          rel: relTokens(attrs.get('rel')),
        })
        anchor = { reference, label: attrs.get('aria-label')?.trim(), title: attrs.get('title')?.trim(), text: [] }
        if (name === 'area' || token.selfClosing) {
          anchor.text.push(attrs.get('alt') ?? '')
          closeAnchor()
        }
      } else if (name === 'link') {
        const rel = relTokens(attrs.get('rel'))
        const canonical = rel.includes('canonical')
        add(url, canonical ? 'canonical' : `link rel=${rel.join(' ') || '(none)'}`, { mustBeInternal: canonical })
      } else if (name === 'img') {
        const alt = attrs.get('alt')
        add(url, alt ? `img ${quote(alt)}` : 'img')
      } else if (name === 'form') {
        add(url, 'form action', { newTab: opensNewTab(attrs.get('target')) })
      } else {
        add(url, attribute === 'src' ? name : `${name} ${attribute}`)
      }
    }
    const srcsetAttribute = SRCSET_ATTRIBUTES[name]
    const srcset = srcsetAttribute === undefined ? undefined : attrs.get(srcsetAttribute)
    if (srcset !== undefined) {
      const alt = attrs.get('alt')
      const label = `${name} ${srcsetAttribute}`
      for (const url of parseSrcset(srcset)) add(url, alt ? `${label} ${quote(alt)}` : label)
    }
  }
  closeAnchor()
  return { ids, references, invalidJsonLd }
}

/* ------------------------------------------------------------------------------------------------
 * Resolving against the built files
 * ---------------------------------------------------------------------------------------------- */

/** '/about-us/index.html' -> '/about-us/', '/index.html' -> '/', '/404.html' -> '/404.html': the address a host serves it at. */
export function pageAddress(file: string): string {
  return file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file
}

export type Resolved = { file: string } | { otherForm: string } | undefined

/**
 * The file a static host answers with 200 for a URL path, with no redirect: `/x/` is `x/index.html`, `/x` is the
 * file `x`. A path that reaches a page only through the host's redirect (`/x` or `/x/index.html` for the folder
 * `x/`, `/x/` for the file `x` or `x.html`) resolves to `{ otherForm }`, the address to link to instead.
 * Query strings are ignored by the caller.
 */
export function resolveFile(files: ReadonlySet<string>, pathname: string): Resolved {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  if (decoded.endsWith('/')) {
    if (files.has(`${decoded}index.html`)) return { file: `${decoded}index.html` }
    const bare = decoded.slice(0, -1)
    if (bare !== '' && files.has(bare)) return { otherForm: bare }
    if (bare !== '' && files.has(`${bare}.html`)) return { otherForm: `${bare}.html` }
    return undefined
  }
  if (decoded.endsWith('/index.html') && files.has(decoded)) return { otherForm: pageAddress(decoded) }
  if (files.has(decoded)) return { file: decoded }
  if (files.has(`${decoded}/index.html`)) return { otherForm: `${decoded}/` }
  // Hosts disagree on `/x` for `x.html` (Cloudflare Pages serves it, S3 does not): the site never relies on it.
  if (files.has(`${decoded}.html`)) return { otherForm: `${decoded}.html` }
  return undefined
}

/** The path as written, with percent-escapes shown as characters where they decode. */
function displayPath(pathname: string): string {
  try {
    return decodeURI(pathname)
  } catch {
    return pathname
  }
}

function fragmentIsFine(fragment: string, ids: ReadonlySet<string> | undefined): boolean {
  if (fragment === '' || ids === undefined) return true
  let id = fragment
  try {
    id = decodeURIComponent(fragment)
  } catch {
    // compare the raw fragment
  }
  if (ids.has(id)) return true
  // HTML scrolls to the top for an empty fragment or #top without such an id; #:~:text= is a text fragment.
  return id.toLowerCase() === 'top' || id.startsWith(':~:')
}

type Classified =
  | { kind: 'internal'; url: URL }
  | { kind: 'external'; url: URL }
  | { kind: 'other' }
  | { kind: 'malformed'; reason: string }

function classify(raw: string, base: string, origin: string): Classified {
  const url = raw.trim()
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url)?.[1]?.toLowerCase()
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return { kind: 'other' }
  let resolved: URL
  try {
    resolved = new URL(url, base)
  } catch {
    return { kind: 'malformed', reason: 'not a valid URL' }
  }
  if (resolved.origin === origin) return { kind: 'internal', url: resolved }
  if (resolved.protocol === 'http:' || resolved.protocol === 'https:') return { kind: 'external', url: resolved }
  return { kind: 'other' }
}

const NO_SUCH_FILE = 'no such page or file'

const LOC = /<loc>\s*([^<]*?)\s*<\/loc>/gi

function strip(reference: RawReference): Occurrence {
  return { page: reference.page, region: reference.region, via: reference.via, url: reference.url }
}

function addTo<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

function byPage(a: Occurrence, b: Occurrence): number {
  return comparePages(a.page, b.page) || a.region.localeCompare(b.region) || a.via.localeCompare(b.via)
}

/** '/' first, then alphabetical. */
function comparePages(a: string, b: string): number {
  if (a === b) return 0
  if (a === '/') return -1
  if (b === '/') return 1
  return a < b ? -1 : 1
}

function uniqueOccurrences(references: readonly Occurrence[]): Occurrence[] {
  const seen = new Set<string>()
  return references
    .filter((reference) => {
      const key = `${reference.page}\u0000${reference.region}\u0000${reference.via}\u0000${reference.url}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .sort(byPage)
}

export interface CheckLinksOptions {
  /** The built site, normally dist/client. */
  dir: string
  /** The site's own origin ('https://www.example.com'); references to it are internal. */
  origin: string
}

export async function checkLinks({ dir, origin: originSetting }: CheckLinksOptions): Promise<LinkReport> {
  const origin = new URL(originSetting).origin
  const fileList = await listSitePaths(dir)
  const files = new Set(fileList)
  const htmlFiles = fileList.filter((file) => file.endsWith('.html'))

  const idsByFile = new Map<string, Set<string>>()
  const references: RawReference[] = []
  const problems = new Map<string, Problem>()
  const problem = (kind: ProblemKind, target: string, message: string, occurrence?: Occurrence) => {
    const key = `${kind}\u0000${target}`
    const entry = problems.get(key) ?? { kind, target, message, references: [] }
    if (occurrence) entry.references.push(occurrence)
    problems.set(key, entry)
  }

  const contents = await Promise.all(htmlFiles.map((file) => readFile(join(dir, file), 'utf8')))
  htmlFiles.forEach((file, index) => {
    const page = pageAddress(file)
    const scanned = scanPage(contents[index] as string, page)
    idsByFile.set(file, scanned.ids)
    references.push(...scanned.references)
    for (const message of scanned.invalidJsonLd) problem('invalid-json-ld', page, `invalid JSON-LD: ${message}`)
  })

  const sitemapXml = files.has('/sitemap.xml')
  if (sitemapXml) {
    const xml = await readFile(join(dir, 'sitemap.xml'), 'utf8')
    for (const match of xml.matchAll(LOC)) {
      references.push({
        page: '/sitemap.xml',
        region: 'body',
        via: '<loc>',
        url: decodeEntities(match[1] as string),
        checkFragment: false,
        newTab: false,
        rel: [],
        mustBeInternal: true,
        internalOnly: false,
      })
    }
  }
  const robotsTxt = files.has('/robots.txt')
  if (robotsTxt) {
    const text = await readFile(join(dir, 'robots.txt'), 'utf8')
    for (const match of text.matchAll(/^\s*sitemap\s*:\s*(\S+)/gim)) {
      references.push({
        page: '/robots.txt',
        region: 'body',
        via: 'Sitemap:',
        url: match[1] as string,
        checkFragment: false,
        newTab: false,
        rel: [],
        mustBeInternal: false,
        internalOnly: false,
      })
    }
  }

  // Stylesheets on the site's own origin are read once each; their url() references resolve against the file.
  const stylesheets = new Set<string>()

  const dead = new Map<string, DeadReference>()
  const external = new Map<string, Map<string, Occurrence[]>>()
  let internalReferences = 0
  let externalReferences = 0

  const check = (reference: RawReference) => {
    const pageBase = reference.page.endsWith('.xml') || reference.page.endsWith('.txt') ? '/' : reference.page
    const base = new URL(reference.base ?? pageBase, `${origin}${pageBase}`).href
    const classified = classify(reference.url, base, origin)
    const occurrence = strip(reference)
    if (classified.kind === 'other') return
    if (classified.kind === 'malformed') {
      problem('malformed-url', reference.url, `malformed URL (${classified.reason})`, occurrence)
      return
    }
    if (classified.kind === 'external') {
      if (reference.internalOnly) return
      if (reference.mustBeInternal) {
        problem('off-origin', classified.url.href, `${reference.via} is not on the site's origin ${origin}`, occurrence)
        return
      }
      externalReferences += 1
      const host = classified.url.host
      const urls = external.get(host) ?? new Map<string, Occurrence[]>()
      addTo(urls, classified.url.href, occurrence)
      external.set(host, urls)
      const rel = new Set(reference.rel)
      if (reference.newTab && !(rel.has('noopener') && rel.has('noreferrer'))) {
        problem(
          'new-tab-without-rel',
          classified.url.href,
          'opens in a new tab without rel="noopener noreferrer"',
          occurrence,
        )
      }
      return
    }

    internalReferences += 1
    const { pathname, hash } = classified.url
    const resolved = resolveFile(files, pathname)
    if (resolved === undefined || 'otherForm' in resolved) {
      const target = displayPath(pathname)
      const reason =
        resolved === undefined
          ? NO_SUCH_FILE
          : `only ${resolved.otherForm} exists: hosts answer ${target} with a redirect, so link to ${resolved.otherForm}`
      const entry = dead.get(target) ?? { target, reason, references: [] }
      entry.references.push(occurrence)
      dead.set(target, entry)
      return
    }
    const { file } = resolved
    if (file.endsWith('.css')) stylesheets.add(file)
    const fragment = hash.replace(/^#/, '')
    if (reference.checkFragment && file.endsWith('.html') && !fragmentIsFine(fragment, idsByFile.get(file))) {
      const page = pageAddress(file)
      const target = `${page}#${fragment}`
      const entry = dead.get(target) ?? {
        target,
        reason: `${page} has no element with id "${fragment}"`,
        references: [],
      }
      entry.references.push(occurrence)
      dead.set(target, entry)
    }
  }

  for (const reference of references) check(reference)
  // A stylesheet may @import another: read until none is left unread.
  const readStylesheets = new Set<string>()
  for (;;) {
    const file = [...stylesheets].sort().find((candidate) => !readStylesheets.has(candidate))
    if (file === undefined) break
    readStylesheets.add(file)
    const css = await readFile(join(dir, file), 'utf8')
    for (const url of cssUrls(css)) {
      check({
        page: file,
        region: 'body',
        via: 'CSS url()',
        url,
        checkFragment: false,
        newTab: false,
        rel: [],
        mustBeInternal: false,
        internalOnly: false,
        base: file,
      })
    }
  }

  return {
    dir,
    origin,
    pages: htmlFiles.map(pageAddress).sort(comparePages),
    sitemapXml,
    robotsTxt,
    internalReferences,
    externalReferences,
    dead: [...dead.values()]
      .map((entry) => ({ ...entry, references: uniqueOccurrences(entry.references) }))
      .sort((a, b) => comparePages(a.target, b.target)),
    problems: [...problems.values()]
      .map((entry) => ({ ...entry, references: uniqueOccurrences(entry.references) }))
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.target.localeCompare(b.target)),
    external: [...external.entries()]
      .map(([host, urls]) => ({
        host,
        count: [...urls.values()].reduce((sum, list) => sum + list.length, 0),
        urls: [...urls.entries()]
          .map(([url, list]) => ({ url, references: uniqueOccurrences(list) }))
          .sort((a, b) => a.url.localeCompare(b.url)),
      }))
      .sort((a, b) => b.count - a.count || a.host.localeCompare(b.host)),
  }
}

/* ------------------------------------------------------------------------------------------------
 * Reporting
 * ---------------------------------------------------------------------------------------------- */

/** A reference shared by at least this many pages (a header or footer link) is counted, not listed page by page. */
const COLLAPSE_AT = 3

function label(occurrence: Occurrence): string {
  return occurrence.region === 'header' || occurrence.region === 'footer' || occurrence.region === 'nav'
    ? `${occurrence.region} ${occurrence.via}`
    : occurrence.via
}

/** 'a', 'a and b', 'a, b, and c'. */
function listInWords(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? ''
  if (parts.length === 2) return `${parts[0]} and ${parts[1]}`
  return `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1]}`
}

function plural(count: number, word: string, pluralWord = `${word}s`): string {
  return `${formatCount(count)} ${count === 1 ? word : pluralWord}`
}

/**
 * Every page that holds a reference, once: `/ ("VPS Hosting"), /sitemap ("VPS"), and 24 pages (footer "VPS")`.
 * Pages with a reference of their own are named; a reference repeated on many pages (the shared header or
 * footer) is counted over the pages not already named.
 */
export function describeOccurrences(references: readonly Occurrence[]): string {
  const pagesByLabel = new Map<string, Set<string>>()
  for (const reference of references) {
    const key = label(reference)
    const pages = pagesByLabel.get(key) ?? new Set<string>()
    pages.add(reference.page)
    pagesByLabel.set(key, pages)
  }
  const shared = new Set([...pagesByLabel].filter(([, pages]) => pages.size >= COLLAPSE_AT).map(([key]) => key))
  const named = new Map<string, string[]>()
  for (const reference of references) {
    const key = label(reference)
    if (shared.has(key)) continue
    const labels = named.get(reference.page) ?? []
    if (!labels.includes(key)) labels.push(key)
    named.set(reference.page, labels)
  }
  const parts = [...named.keys()].sort(comparePages).map((page) => `${page} (${(named.get(page) ?? []).join(', ')})`)
  const sharedLabels = [...shared].sort(
    (a, b) => (pagesByLabel.get(b)?.size ?? 0) - (pagesByLabel.get(a)?.size ?? 0) || a.localeCompare(b),
  )
  for (const key of sharedLabels) {
    const remaining = [...(pagesByLabel.get(key) ?? [])].filter((page) => !named.has(page)).sort(comparePages)
    if (remaining.length === 1) parts.push(`${remaining[0]} (${key})`)
    else if (remaining.length > 1) parts.push(`${plural(remaining.length, 'page')} (${key})`)
  }
  return listInWords(parts)
}

const PROBLEM_HEADINGS: Record<ProblemKind, string> = {
  'new-tab-without-rel': 'Links opening a new tab without rel="noopener noreferrer"',
  'off-origin': "Canonical, og:url and sitemap URLs not on the site's origin",
  'malformed-url': 'Malformed URLs',
  'invalid-json-ld': 'Invalid JSON-LD',
}

export function summaryLine(report: LinkReport): string {
  const parts = [
    `links: ${formatCount(report.dead.length)} dead of ${plural(report.internalReferences, 'internal reference')} on ${plural(report.pages.length, 'page')}`,
  ]
  if (report.problems.length > 0) parts.push(`${plural(report.problems.length, 'other problem')}`)
  const hosts = report.external.length
  parts.push(`${plural(report.externalReferences, 'external reference')} to ${plural(hosts, 'host')} (not fetched)`)
  return parts.join('; ')
}

/** Dead links and problems in full: what the build prints when something is wrong. */
export function formatFailures(report: LinkReport): string[] {
  const lines: string[] = []
  if (report.dead.length > 0) {
    lines.push(`Dead internal links (${report.dead.length}):`)
    for (const entry of report.dead) {
      const reason = entry.reason === NO_SUCH_FILE ? '' : `  [${entry.reason}]`
      lines.push(`${entry.target}  <- ${describeOccurrences(entry.references)}${reason}`)
    }
  }
  const kinds = [...new Set(report.problems.map((entry) => entry.kind))]
  for (const kind of kinds) {
    const entries = report.problems.filter((entry) => entry.kind === kind)
    if (lines.length > 0) lines.push('')
    lines.push(`${PROBLEM_HEADINGS[kind]} (${entries.length}):`)
    for (const entry of entries) {
      lines.push(
        entry.references.length > 0
          ? `${entry.target}  <- ${describeOccurrences(entry.references)}  [${entry.message}]`
          : `${entry.target}: ${entry.message}`,
      )
    }
  }
  return lines
}

export function formatReport(report: LinkReport): string[] {
  const sources = [report.sitemapXml ? 'sitemap.xml' : '', report.robotsTxt ? 'robots.txt' : ''].filter(Boolean)
  const lines = [
    `Checked ${plural(report.pages.length, 'HTML page')}${sources.length > 0 ? ` and ${listInWords(sources)}` : ''} in ${report.dir} (origin ${report.origin}).`,
    '',
  ]
  const failures = formatFailures(report)
  if (failures.length > 0) lines.push(...failures, '')
  else lines.push('No dead internal links.', '')
  lines.push(
    `External references, not fetched (${plural(report.externalReferences, 'reference')} to ${plural(report.external.length, 'host')}):`,
  )
  for (const host of report.external) {
    lines.push(`  ${host.host} (${formatCount(host.count)})`)
    for (const { url, references } of host.urls) lines.push(`    ${url}  <- ${describeOccurrences(references)}`)
  }
  lines.push('', summaryLine(report))
  return lines
}

export function reportFailed(report: LinkReport): boolean {
  return report.dead.length > 0 || report.problems.length > 0
}
