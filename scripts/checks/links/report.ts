/** The dead-link check's findings and how they are printed for a content maintainer: which target, from where. */
import { formatCount, unitFor } from '../../../lib/format'
import { type DeadReference, NO_SUCH_FILE, type Problem, type ProblemKind } from './resolve'
import type { Occurrence } from './scan'

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
  external: Array<{ host: string; count: number; urls: Array<{ url: string; references: Occurrence[] }> }>
}

/** '/' first, then in code-unit order. */
export const comparePages = (a: string, b: string): number =>
  Number(b === '/') - Number(a === '/') || (a < b ? -1 : a > b ? 1 : 0)

/** Each occurrence once, sorted by page, region and link text. */
export function uniqueOccurrences(references: readonly Occurrence[]): Occurrence[] {
  // Only where and how: the fields a Reference adds for resolving it stay out of the report.
  const byKey = new Map(
    references.map(({ page, region, via, url }) => [`${page}\0${region}\0${via}\0${url}`, { page, region, via, url }]),
  )
  return [...byKey.values()].sort(
    (a, b) => comparePages(a.page, b.page) || a.region.localeCompare(b.region) || a.via.localeCompare(b.via),
  )
}

/** A reference shared by at least this many pages (a header or footer link) is counted, not listed page by page. */
const COLLAPSE_AT = 3

const label = ({ region, via }: Occurrence) => (region === 'body' || region === 'head' ? via : `${region} ${via}`)

const listInWords = new Intl.ListFormat('en', { type: 'conjunction' })

const plural = (count: number, word: string) => `${formatCount(count)} ${unitFor(count, word)}`

/**
 * Every page that holds a reference, once: `/ ("VPS Hosting"), /sitemap ("VPS"), and 24 pages (footer "VPS")`.
 * Pages with a reference of their own are named; a reference repeated on many pages (the shared header or
 * footer) is counted over the pages not already named.
 */
export function describeOccurrences(references: readonly Occurrence[]): string {
  const pagesByLabel = new Map<string, Set<string>>()
  for (const reference of references) {
    const pages = pagesByLabel.get(label(reference)) ?? new Set<string>()
    pagesByLabel.set(label(reference), pages.add(reference.page))
  }
  const shared = [...pagesByLabel]
    .filter(([, pages]) => pages.size >= COLLAPSE_AT)
    .sort(([a, aPages], [b, bPages]) => bPages.size - aPages.size || a.localeCompare(b))
  const named = new Map<string, string[]>()
  for (const reference of references) {
    const key = label(reference)
    if (shared.some(([sharedKey]) => sharedKey === key)) continue
    const labels = named.get(reference.page) ?? []
    if (!labels.includes(key)) labels.push(key)
    named.set(reference.page, labels)
  }
  const parts = [...named.keys()].sort(comparePages).map((page) => `${page} (${named.get(page)?.join(', ')})`)
  for (const [key, pages] of shared) {
    const remaining = [...pages].filter((page) => !named.has(page)).sort(comparePages)
    if (remaining.length === 1) parts.push(`${remaining[0]} (${key})`)
    else if (remaining.length > 1) parts.push(`${plural(remaining.length, 'page')} (${key})`)
  }
  return listInWords.format(parts)
}

const PROBLEM_HEADINGS: Record<ProblemKind, string> = {
  'new-tab-without-rel': 'Links opening a new tab without rel="noopener noreferrer"',
  'off-origin': "Canonical, og:url and sitemap URLs not on the site's origin",
  'malformed-url': 'Malformed URLs',
  'invalid-json-ld': 'Invalid JSON-LD',
}

export function summaryLine(report: LinkReport): string {
  return [
    `links: ${formatCount(report.dead.length)} dead of ${plural(report.internalReferences, 'internal reference')} on ${plural(report.pages.length, 'page')}`,
    ...(report.problems.length > 0 ? [plural(report.problems.length, 'other problem')] : []),
    `${plural(report.externalReferences, 'external reference')} to ${plural(report.external.length, 'host')} (not fetched)`,
  ].join('; ')
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
  for (const kind of new Set(report.problems.map((entry) => entry.kind))) {
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
  const sources = [...(report.sitemapXml ? ['sitemap.xml'] : []), ...(report.robotsTxt ? ['robots.txt'] : [])]
  const also = sources.length > 0 ? ` and ${listInWords.format(sources)}` : ''
  const failures = formatFailures(report)
  const lines = [
    `Checked ${plural(report.pages.length, 'HTML page')}${also} in ${report.dir} (origin ${report.origin}).`,
    '',
    ...(failures.length > 0 ? failures : ['No dead internal links.']),
    '',
    `External references, not fetched (${plural(report.externalReferences, 'reference')} to ${plural(report.external.length, 'host')}):`,
  ]
  for (const host of report.external) {
    lines.push(`  ${host.host} (${formatCount(host.count)})`)
    for (const { url, references } of host.urls) lines.push(`    ${url}  <- ${describeOccurrences(references)}`)
  }
  lines.push('', summaryLine(report))
  return lines
}

export const reportFailed = (report: LinkReport): boolean => report.dead.length > 0 || report.problems.length > 0
