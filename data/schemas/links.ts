import { z } from 'zod'

/** The links the site writes; anything else (javascript:, data:, http:, a relative path) no page of ours needs. */
type LinkKind = 'path' | 'https' | 'mailto' | 'tel'

/** How a refusal names each kind, and what a field taking it expects. */
const KINDS: Record<LinkKind, { name: string; expected: string }> = {
  path: { name: 'a site path', expected: 'a site path like /games/ (a slash at each end, an optional #anchor)' },
  https: { name: 'an https address', expected: 'an https:// address' },
  mailto: { name: 'an email link', expected: 'a mailto: address' },
  tel: { name: 'a phone link', expected: 'a tel:+<digits> number' },
}
const ALL_LINK_KINDS = Object.keys(KINDS) as LinkKind[]

// Page addresses end in a slash (data/routePaths.ts): /games would cost a redirect on every host.
const SITE_PATH = /^\/(?:[a-z0-9-]+\/)*(?:#[\w-]+)?$/
const MAILTO = /^mailto:[^@\s]+@[^@\s]+$/
// The form of site.contact.phone.e164.
const TEL = /^tel:\+\d{8,15}$/

function isHttpsAddress(href: string): boolean {
  const url = URL.parse(href)
  return url?.protocol === 'https:' && url.hostname !== '' && !/\s/.test(href)
}

/** Why a path is not in the site's form; `/games#x` is told to add the slash before the anchor. */
function pathProblem(href: string): string | undefined {
  if (SITE_PATH.test(href)) return undefined
  const [path = ''] = href.split(/[?#]/)
  if (href.includes('?')) return 'has a query string, which no page of the site reads'
  if (path !== path.toLowerCase()) return `has upper-case letters (write ${path.toLowerCase()})`
  if (!path.endsWith('/')) return `has no slash at the end (write ${path}/)`
  return 'has characters no page path has'
}

/** The kind of link `href` is, and what is wrong with it as one, if anything. */
function classify(href: string): { kind?: LinkKind; problem?: string } {
  if (href.startsWith('//')) return { problem: 'starts with //, which leaves the site without saying https' }
  if (href.startsWith('/')) return { kind: 'path', problem: pathProblem(href) }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase()
  if (scheme === undefined) return { problem: 'is neither a path starting with / nor an address with a scheme' }
  if (scheme === 'https') return { kind: 'https', problem: isHttpsAddress(href) ? undefined : 'is not an address' }
  if (scheme === 'mailto')
    return { kind: 'mailto', problem: MAILTO.test(href) ? undefined : 'is not mailto: and one email address' }
  if (scheme === 'tel')
    return { kind: 'tel', problem: TEL.test(href) ? undefined : 'is not tel: and + with 8 to 15 digits' }
  return { problem: `uses ${scheme}:, a scheme the site never links with` }
}

const expectedList = (kinds: readonly LinkKind[]) =>
  new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(kinds.map((kind) => KINDS[kind].expected))

/** Why `href` is not a link of one of `kinds`, as "<what is wrong>: expected <what is allowed>"; undefined if it is. */
export function linkProblem(href: string, kinds: readonly LinkKind[] = ALL_LINK_KINDS): string | undefined {
  const { kind, problem } = classify(href)
  const expected = `expected ${expectedList(kinds)}`
  if (problem !== undefined || kind === undefined) return `${problem ?? 'is not a link'}: ${expected}`
  if (!kinds.includes(kind)) return `is ${KINDS[kind].name}, which this field does not take: ${expected}`
  return undefined
}

/** A link field of a schema: one of `kinds`, with the same message as content links. */
export function siteLink(...kinds: LinkKind[]) {
  return z.string({ error: 'expected a link' }).superRefine((href, ctx) => {
    const problem = linkProblem(href, kinds)
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: `the link ${problem}` })
  })
}
