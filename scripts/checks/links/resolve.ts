/** Resolves references against the built files as a static host answers without a redirect; nothing is fetched. */
import type { Reference } from './scan'

export const NO_SUCH_FILE = 'no such page or file'

/** '/about-us/index.html' -> '/about-us/', '/index.html' -> '/', '/404.html' -> '/404.html': the address a host serves it at. */
export const pageAddress = (file: string): string =>
  file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file

/**
 * The file a static host answers with 200 for a URL path (`/x/` is `x/index.html`, `/x` the file `x`); a path
 * reached only through a redirect resolves to `{ otherForm }`, the address to link to instead.
 */
export function resolveFile(files: ReadonlySet<string>, pathname: string) {
  const decoded = tryDecode(decodeURIComponent, pathname)
  if (decoded === undefined) return undefined
  if (decoded.endsWith('/')) {
    if (files.has(`${decoded}index.html`)) return { file: `${decoded}index.html` }
    const bare = decoded.slice(0, -1)
    const other = bare === '' ? undefined : [bare, `${bare}.html`].find((file) => files.has(file))
    return other === undefined ? undefined : { otherForm: other }
  }
  if (decoded.endsWith('/index.html') && files.has(decoded)) return { otherForm: pageAddress(decoded) }
  if (files.has(decoded)) return { file: decoded }
  if (files.has(`${decoded}/index.html`)) return { otherForm: `${decoded}/` }
  // Hosts disagree on `/x` for `x.html` (Cloudflare Pages serves it, S3 does not): the site never relies on it.
  if (files.has(`${decoded}.html`)) return { otherForm: `${decoded}.html` }
  return undefined
}

/** `decode(text)`, or undefined where `text` holds a malformed percent-escape. */
function tryDecode(decode: (text: string) => string, text: string): string | undefined {
  try {
    return decode(text)
  } catch {
    return undefined
  }
}

/** The path as written, with percent-escapes shown as characters where they decode. */
const displayPath = (pathname: string) => tryDecode(decodeURI, pathname) ?? pathname

function fragmentIsFine(fragment: string, ids: ReadonlySet<string> | undefined): boolean {
  if (fragment === '' || ids === undefined) return true
  const id = tryDecode(decodeURIComponent, fragment) ?? fragment
  // HTML scrolls to the top for #top without such an id; #:~:text= is a text fragment.
  return ids.has(id) || id.toLowerCase() === 'top' || id.startsWith(':~:')
}

export type FindingKind = 'dead' | 'invalid-json-ld' | 'malformed-url' | 'new-tab-without-rel' | 'off-origin'

/** What one reference turned out to be; the checker tallies these. */
export type Verdict =
  | { kind: 'ignored' }
  | { kind: 'external'; url: URL }
  | { kind: 'internal'; file: string }
  /** The target: the missing path (and fragment, when only that is missing) or the URL concerned. */
  | { kind: FindingKind; target: string; message: string }

/** A reference on a site whose own `origin` is internal, with its built `files` ('/faq/index.html') and their ids. */
export function resolveReference(
  reference: Reference,
  { origin, files, ids }: { origin: string; files: ReadonlySet<string>; ids: ReadonlyMap<string, ReadonlySet<string>> },
): Verdict {
  const pageBase = /\.(xml|txt)$/.test(reference.page) ? '/' : reference.page
  const raw = reference.url.trim()
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(raw)?.[1]?.toLowerCase()
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return { kind: 'ignored' }
  let url: URL
  try {
    url = new URL(raw, new URL(reference.base ?? pageBase, `${origin}${pageBase}`))
  } catch {
    return { kind: 'malformed-url', target: reference.url, message: 'malformed URL (not a valid URL)' }
  }
  if (url.origin !== origin) {
    if (reference.internalOnly || (url.protocol !== 'http:' && url.protocol !== 'https:')) return { kind: 'ignored' }
    if (reference.mustBeInternal)
      return { kind: 'off-origin', target: url.href, message: `${reference.via} is not on the site's origin ${origin}` }
    return { kind: 'external', url }
  }
  const resolved = resolveFile(files, url.pathname)
  const target = displayPath(url.pathname)
  if (resolved === undefined) return { kind: 'dead', target, message: NO_SUCH_FILE }
  if ('otherForm' in resolved) {
    const message = `only ${resolved.otherForm} exists: hosts answer ${target} with a redirect, so link to ${resolved.otherForm}`
    return { kind: 'dead', target, message }
  }
  const fragment = url.hash.replace(/^#/, '')
  if (reference.checkFragment && resolved.file.endsWith('.html') && !fragmentIsFine(fragment, ids.get(resolved.file))) {
    const page = pageAddress(resolved.file)
    return { kind: 'dead', target: `${page}#${fragment}`, message: `${page} has no element with id "${fragment}"` }
  }
  return { kind: 'internal', file: resolved.file }
}
