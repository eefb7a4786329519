/** Every reference a built page makes, with link text, and the URLs of sitemap.xml and robots.txt. */
import { DomUtils, ElementType, parseDocument } from 'htmlparser2'

/** Where on a page a reference sits: the shared layout (header, footer, nav) or the page's own content. */
export type Region = 'head' | 'header' | 'footer' | 'nav' | 'body'

export interface Occurrence {
  /** The page as a visitor addresses it ('/', '/about-us/', '/404.html', '/sitemap.xml'). */
  page: string
  region: Region
  /** How the page refers to the target: the link text in quotes, or the kind of reference ('canonical', 'img "alt"'). */
  via: string
  /** The URL exactly as written (attribute value after decoding character references). */
  url: string
}

export interface Reference extends Occurrence {
  /** `#fragment` targets are checked for links a visitor follows (a, area), not for identifiers like JSON-LD @id. */
  checkFragment?: boolean
  /** Opens another browsing context (target="_blank" or a named window) without rel="noopener noreferrer". */
  newTabWithoutRel?: boolean
  /** Must be on the site's own origin: canonical, og:url, sitemap <loc>. */
  mustBeInternal?: boolean
  /** Only on-origin values are references; others are identifiers (JSON-LD). */
  internalOnly?: boolean
  /** Base URL to resolve against, when the page sets <base href> or the reference sits in a CSS file. */
  base?: string
}

const SECTIONING = new Set(['main', 'article', 'section', 'aside', 'nav'])
/** Inside link text, any other element (a heading, a paragraph, a div) separates words, as it does on screen. */
const INLINE = new Set(
  'a abbr b bdi bdo cite code data em i kbd mark q s samp small span strong sub sup time u var wbr'.split(' '),
)
/** Meta tags whose content is a URL of the page or its preview image. */
const URL_META = new Set(
  'og:image og:image:url og:image:secure_url og:url og:video og:audio twitter:image twitter:image:src'.split(' '),
)
/** Elements and attributes that load or link to a single URL. */
const URL_ATTRIBUTES: Record<string, readonly string[]> = {
  ...Object.fromEntries(['a', 'area', 'link'].map((name) => [name, ['href']])),
  ...Object.fromEntries('img source script iframe embed audio track input'.split(' ').map((name) => [name, ['src']])),
  video: ['src', 'poster'],
  object: ['data'],
  form: ['action'],
}
/** Elements and their attribute listing image candidates: srcset, and a preload's imagesrcset. */
const SRCSET_ATTRIBUTES: Record<string, string> = { img: 'srcset', source: 'srcset', link: 'imagesrcset' }

const CSS_URL = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')/gi

/** URLs referenced from CSS text: url(...) and @import; data: URIs and in-document #ids are not files. */
export const cssUrls = (css: string): string[] =>
  [...css.matchAll(CSS_URL)]
    .map((match) => (match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? '').trim())
    .filter((url) => url !== '' && !url.startsWith('#') && !/^data:/i.test(url))

/** One srcset candidate as HTML reads it: a URL and its descriptors up to a comma outside parentheses. */
const SRCSET_CANDIDATE = /[\s,]*(?:(\S*?),+(?=\s|$)|(\S+)(?:[^,(]|\([^)]*\))*)/g

/** The URLs of a srcset attribute. */
export const parseSrcset = (srcset: string): string[] =>
  [...srcset.matchAll(SRCSET_CANDIDATE)].map((match) => match[1] ?? match[2] ?? '').filter(Boolean)

/** The URLs of sitemap.xml (<loc>) or robots.txt (Sitemap: lines). */
export function sitemapUrls(file: '/sitemap.xml' | '/robots.txt', text: string): Reference[] {
  const at = { page: file, region: 'body' } as const
  if (file === '/robots.txt')
    return [...text.matchAll(/^\s*sitemap\s*:\s*(\S+)/gim)].map(([, url = '']) => ({ ...at, via: 'Sitemap:', url }))
  const locs = DomUtils.getElementsByTagName('loc', parseDocument(text, { xmlMode: true }))
  return locs.map((loc) => ({ ...at, via: '<loc>', url: DomUtils.textContent(loc).trim(), mustBeInternal: true }))
}

const quote = (text: string): string => `"${text.length > 60 ? `${text.slice(0, 59)}…` : text}"`

const relTokens = (value: string | undefined): string[] => (value ?? '').toLowerCase().split(/\s+/).filter(Boolean)

const opensNewTab = (target: string | undefined): boolean =>
  !['', '_self', '_parent', '_top'].includes((target ?? '').trim().toLowerCase())

/** Every string value of a JSON-LD document with the property it sits under. */
function jsonLdStrings(value: unknown, key = ''): Array<{ key: string; value: string }> {
  if (typeof value === 'string') return [{ key, value }]
  if (Array.isArray(value)) return value.flatMap((item) => jsonLdStrings(item, key))
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([childKey, child]) => jsonLdStrings(child, childKey))
}

type Element = ReturnType<typeof DomUtils.findAll>[number]
type Node = Element['children'][number]

/** The layout region of an element: inside head, a page-level header or footer, a nav, or else the body. */
function region(element: Element): Region {
  const names: string[] = []
  for (let node: Element | null = element; node; node = node.parent && 'name' in node.parent ? node.parent : null)
    names.unshift(node.name)
  if (names.includes('head')) return 'head'
  const outer = names.find((name) => name === 'header' || name === 'footer' || SECTIONING.has(name))
  if (outer === 'header' || outer === 'footer') return outer
  return names.includes('nav') ? 'nav' : 'body'
}

/** Link text as read on screen: an image by its alt, any element but an inline one separating words. */
function linkText(node: Node): string {
  if (node.type === ElementType.Text) return node.data
  if (!('attribs' in node)) return ''
  if (node.name === 'script' || node.name === 'style') return ' '
  if (node.name === 'img') return ` ${node.attribs.alt ?? ''} `
  const text = node.children.map(linkText).join('')
  return INLINE.has(node.name) ? text : ` ${text} `
}

/** The ids a #fragment may name, every reference, and the parse error of the last JSON-LD block that does not parse. */
export function scanPage(html: string, page: string) {
  const ids = new Set<string>()
  const references: Reference[] = []
  let base: string | undefined
  let invalidJsonLd: string | undefined
  // In document order, so a <base href> applies to what follows it.
  for (const element of DomUtils.findAll(() => true, parseDocument(html).children)) {
    const { name, attribs: attrs } = element
    const add = (url: string, via: string, options: Partial<Reference> = {}) =>
      references.push({ page, region: region(element), via, url, ...(base && { base }), ...options })
    const withAlt = (label: string) => (attrs.alt ? `${label} ${quote(attrs.alt)}` : label)
    if (attrs.id) ids.add(attrs.id)
    if (name === 'a' && attrs.name) ids.add(attrs.name)
    if (name === 'base' && attrs.href !== undefined) base = attrs.href
    if (attrs.style) for (const url of cssUrls(attrs.style)) add(url, 'style url()')
    if (name === 'style') for (const url of cssUrls(DomUtils.textContent(element))) add(url, 'CSS url()')
    if (name === 'script' && attrs.type?.trim().toLowerCase() === 'application/ld+json') {
      try {
        for (const { key, value } of jsonLdStrings(JSON.parse(DomUtils.textContent(element))))
          if (/^https?:\/\//i.test(value)) add(value, `JSON-LD ${quote(key)}`, { internalOnly: true })
      } catch (error) {
        invalidJsonLd = (error as Error).message
      }
    }
    const property = name === 'meta' ? (attrs.property ?? attrs.name ?? '').trim().toLowerCase() : ''
    if (URL_META.has(property) && attrs.content !== undefined)
      add(attrs.content, property, { mustBeInternal: property === 'og:url' })
    for (const attribute of URL_ATTRIBUTES[name] ?? []) {
      const url = attrs[attribute]
      if (url === undefined) continue
      if (name === 'a' || name === 'area') {
        const text = name === 'area' ? (attrs.alt ?? '') : element.children.map(linkText).join('')
        const label = attrs['aria-label']?.trim() || text.replace(/\s+/g, ' ').trim() || attrs.title?.trim()
        const rel = relTokens(attrs.rel)
        const newTabWithoutRel = opensNewTab(attrs.target) && !(rel.includes('noopener') && rel.includes('noreferrer'))
        add(url, label ? quote(label) : 'link without text', { checkFragment: true, newTabWithoutRel })
      } else if (name === 'link') {
        const rel = relTokens(attrs.rel)
        const canonical = rel.includes('canonical')
        add(url, canonical ? 'canonical' : `link rel=${rel.join(' ') || '(none)'}`, { mustBeInternal: canonical })
      } else if (name === 'form') {
        add(url, 'form action', { newTabWithoutRel: opensNewTab(attrs.target) })
      } else {
        add(url, name === 'img' ? withAlt('img') : attribute === 'src' ? name : `${name} ${attribute}`)
      }
    }
    const srcset = SRCSET_ATTRIBUTES[name]
    if (srcset !== undefined && attrs[srcset] !== undefined)
      for (const url of parseSrcset(attrs[srcset])) add(url, withAlt(`${name} ${srcset}`))
  }
  return { ids, references, invalidJsonLd }
}
