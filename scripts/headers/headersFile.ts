/**
 * The `_headers` format of Netlify and Cloudflare Pages: `*` matches anything (slashes too), `:name` one segment,
 * and a header set by several matching blocks gets their values joined with ", ".
 */

export type HeaderRule = { pattern: string; headers: [name: string, value: string][] }

export class HeadersFileError extends Error {}

/** Parses a `_headers` file; throws HeadersFileError naming the line for anything it does not understand. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  let current: HeaderRule | undefined
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim()
    if (trimmed === '' || trimmed.startsWith('#')) continue
    const fail = (message: string) => new HeadersFileError(`_headers line ${index + 1}: ${message}: ${trimmed}`)
    if (!/^\s/.test(line)) {
      if (!trimmed.startsWith('/')) throw fail('a path pattern must start with "/"')
      current = { pattern: trimmed, headers: [] }
      rules.push(current)
      continue
    }
    if (!current) throw fail('a header line before any path pattern')
    const colon = trimmed.indexOf(':')
    const name = colon > 0 ? trimmed.slice(0, colon).trim() : ''
    if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) throw fail('expected "Name: value"')
    current.headers.push([name, trimmed.slice(colon + 1).trim()])
  }
  return rules
}

/** Writes rules in the format parseHeadersFile reads, with optional leading comment lines. */
export function formatHeadersFile(rules: readonly HeaderRule[], comments: readonly string[] = []): string {
  const blocks = rules.map((rule) =>
    [rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  )
  const head = comments.map((line) => `# ${line}`.trimEnd()).join('\n')
  return `${[head, ...blocks].filter((block) => block !== '').join('\n\n')}\n`
}

/** Whether a pattern applies to a URL path (query string and fragment ignored). */
export function patternMatches(pattern: string, urlPath: string): boolean {
  const source = pattern
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (part === '*') return '.*'
      if (part.startsWith(':') && part.length > 1) return '[^/]+'
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('')
  return new RegExp(`^${source}$`).test(urlPath.split(/[?#]/)[0] ?? '/')
}

/** The rules that apply to a URL path, in file order. */
const matchingRules = (rules: readonly HeaderRule[], urlPath: string): HeaderRule[] =>
  rules.filter((rule) => patternMatches(rule.pattern, urlPath))

/** The headers for a URL path, merged over every matching block; names compare case-insensitively. */
export function headersForPath(rules: readonly HeaderRule[], urlPath: string): [name: string, value: string][] {
  const merged = new Map<string, [string, string]>()
  for (const rule of matchingRules(rules, urlPath)) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      const existing = merged.get(key)
      merged.set(key, existing ? [existing[0], `${existing[1]}, ${value}`] : [name, value])
    }
  }
  return [...merged.values()]
}

/** Header names that more than one matching block sets for a URL path (their values would be joined). */
export function conflictingHeaders(rules: readonly HeaderRule[], urlPath: string): string[] {
  const seen = new Set<string>()
  const conflicts = new Set<string>()
  for (const rule of matchingRules(rules, urlPath)) {
    for (const key of new Set(rule.headers.map(([name]) => name.toLowerCase()))) {
      if (seen.has(key)) conflicts.add(key)
      seen.add(key)
    }
  }
  return [...conflicts]
}
