/** The site's Content-Security-Policy: the only place its directives are written down. */
import { createHash } from 'node:crypto'

/** Hosts a third-party integration needs, per kind of request (a tracking tag, a reviews widget). */
type ExtraHosts = Partial<Record<'script' | 'connect' | 'img' | 'frame', readonly string[]>>

/** What the site's policy is made from; the renderer (meta fallback) and write-headers (`_headers`) share it. */
export interface PolicySources {
  /** The exact text of every inline script the project defines (renderer/inlineScripts.ts): hashed, nothing else. */
  inlineScripts: readonly string[]
  /** Where forms may submit to: the billing site (the site itself has no form that submits). */
  formActionOrigins: readonly string[]
  /** External hosts the pages show pictures from (tutorial thumbnails). */
  imgHosts: readonly string[]
  extraHosts?: ExtraHosts
}

// An https origin, optionally with a leading `*.` wildcard label; nothing a header value could be split on.
const HOST_SOURCE = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/

/** The CSP hash source of an inline script's text, with CRLF and CR as LF, as the HTML parser hands it over. */
export function scriptHashSource(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n')
  return `'sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}'`
}

/** An https origin ('https://i.ytimg.com', 'https://*.example.com'); throws on anything else. */
export function hostSource(value: string): string {
  const host = value.trim().replace(/\/+$/, '').toLowerCase()
  if (!HOST_SOURCE.test(host)) throw new Error(`CSP: "${value}" is not an https origin such as https://cdn.example.com`)
  return host
}

function sources(fixed: readonly string[], hosts: readonly string[] = []): string[] {
  return [...fixed, ...[...new Set(hosts.map(hostSource))].sort()]
}

/** The policy for these sources: script-src hashes exactly the listed inline scripts. */
export function buildContentSecurityPolicy(options: PolicySources): string {
  const extra = options.extraHosts ?? {}
  if (options.formActionOrigins.length === 0) throw new Error('CSP: form-action needs at least one origin')
  const hashes = [...new Set(options.inlineScripts.map(scriptHashSource))].sort()
  const frames = extra.frame ?? []
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Only the site's own files and the inline scripts the build hashed: no 'unsafe-inline', no eval.
    ['script-src', sources(["'self'", ...hashes], extra.script)],
    // 'unsafe-inline' on purpose: styled-jsx inserts <style> elements as components mount and components set style="";
    // hashes cannot cover runtime-inserted styles or attributes, and CSS cannot run script, so the risk is small.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', sources(["'self'"], [...options.imgHosts, ...(extra.img ?? [])])],
    ['font-src', ["'self'"]],
    ['connect-src', sources(["'self'"], extra.connect)],
    ['manifest-src', ["'self'"]],
    // No embeds unless an integration brings its own (a reviews widget).
    ['frame-src', frames.length === 0 ? ["'none'"] : sources([], frames)],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', sources([], options.formActionOrigins)],
    ['frame-ancestors', ["'none'"]],
    ['upgrade-insecure-requests', []],
  ]
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ')
}

/** Splits a policy into directive name -> sources, for tests and checks. */
export function parseContentSecurityPolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values)
  }
  return directives
}

/** Directives browsers ignore (with an error) in a CSP `<meta>`, so the meta fallback leaves them out. */
export const META_UNSUPPORTED_DIRECTIVES = ['frame-ancestors', 'report-uri', 'report-to', 'sandbox'] as const

/** The policy for a `<meta http-equiv>` element: the header policy without the directives a meta cannot carry. */
export const metaContentSecurityPolicy = (policy: string): string =>
  [...parseContentSecurityPolicy(policy)]
    .filter(([name]) => !(META_UNSUPPORTED_DIRECTIVES as readonly string[]).includes(name))
    .map((directive) => directive.flat().join(' '))
    .join('; ')
