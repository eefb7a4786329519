/** Dead-link check over the built site: scan (checks/links/scan.ts), resolve (resolve.ts), then report here. */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { formatCount, unitFor } from '../lib/format'
import { type FindingKind, NO_SUCH_FILE, pageAddress, resolveReference } from './checks/links/resolve'
import { cssUrls, type Occurrence, type Reference, scanPage, sitemapUrls } from './checks/links/scan'
import { consoleOutput, defaultSiteDir, hasBuiltSite, type Output, parseCli, runIfMain } from './cli'
import { listSitePaths } from './fileList'

const USAGE = `Usage: tsx scripts/check-links.ts [options]

Reads the built site (no browser, no network) and reports every internal reference that a static host would
not answer with 200, and every #fragment that names no id, once per target with the pages that refer to it:
  /servers/vps/  <- / ("VPS Hosting"), /sitemap/ ("VPS"), and 24 pages (footer "VPS")
External links are counted per host, never fetched; one opening a new tab needs rel="noopener noreferrer".

Options:
  --dir <path>     built site to check (default: dist/client, or $OUT_DIR/client when OUT_DIR is set)
  --origin <url>   the site's own origin (default: site.origin from data/site.ts, i.e. SITE_URL)
  --summary        print one summary line, plus every failure in full
  --json           print a machine-readable report instead of text

Exit status: 0 when nothing is dead, 1 when a reference is dead or another problem was found, 2 on bad usage.`

/** '/' first, then in code-unit order. */
const comparePages = (a: string, b: string): number =>
  Number(b === '/') - Number(a === '/') || (a < b ? -1 : a > b ? 1 : 0)

/** Each occurrence once, sorted by page, region and link text; the fields a Reference adds for resolving it go. */
function uniqueOccurrences(references: readonly Occurrence[]): Occurrence[] {
  const byKey = new Map(
    references.map(({ page, region, via, url }) => [`${page}\0${region}\0${via}\0${url}`, { page, region, via, url }]),
  )
  return [...byKey.values()].sort(
    (a, b) => comparePages(a.page, b.page) || a.region.localeCompare(b.region) || a.via.localeCompare(b.via),
  )
}

export async function checkLinks({ dir, origin: originSetting }: { dir: string; origin: string }) {
  const origin = new URL(originSetting).origin
  const fileList = await listSitePaths(dir)
  const files = new Set(fileList)
  const read = (file: string) => readFile(join(dir, file), 'utf8')
  const htmlFiles = fileList.filter((file) => file.endsWith('.html'))
  const ids = new Map<string, Set<string>>()
  const references: Reference[] = []
  const findings = new Map<string, { kind: FindingKind; target: string; message: string; references: Occurrence[] }>()
  const add = (kind: FindingKind, target: string, message: string, reference?: Occurrence) => {
    const entry = findings.get(`${kind}\0${target}`) ?? { kind, target, message, references: [] }
    if (reference) entry.references.push(reference)
    findings.set(`${kind}\0${target}`, entry)
  }

  for (const file of htmlFiles) {
    const page = pageAddress(file)
    const scanned = scanPage(await read(file), page)
    ids.set(file, scanned.ids)
    references.push(...scanned.references)
    if (scanned.invalidJsonLd) add('invalid-json-ld', page, `invalid JSON-LD: ${scanned.invalidJsonLd}`)
  }
  for (const extra of ['/sitemap.xml', '/robots.txt'] as const)
    if (files.has(extra)) references.push(...sitemapUrls(extra, await read(extra)))

  const external = new Map<string, Map<string, Occurrence[]>>()
  const stylesheets = new Set<string>()
  let internalReferences = 0
  let externalReferences = 0
  // Stylesheets on the site's own origin are read once each; the loop reaches their url()s (an @import, a font) too.
  for (const reference of references) {
    const verdict = resolveReference(reference, { origin, files, ids })
    if (verdict.kind === 'dead' || verdict.kind === 'internal') internalReferences += 1
    if ('target' in verdict) add(verdict.kind, verdict.target, verdict.message, reference)
    else if (verdict.kind === 'internal' && verdict.file.endsWith('.css') && !stylesheets.has(verdict.file)) {
      stylesheets.add(verdict.file)
      for (const url of cssUrls(await read(verdict.file)))
        references.push({ page: verdict.file, region: 'body', via: 'CSS url()', url, base: verdict.file })
    } else if (verdict.kind === 'external') {
      externalReferences += 1
      const urls = external.get(verdict.url.host) ?? new Map<string, Occurrence[]>()
      urls.set(verdict.url.href, [...(urls.get(verdict.url.href) ?? []), reference])
      external.set(verdict.url.host, urls)
      const message = 'opens in a new tab without rel="noopener noreferrer"'
      if (reference.newTabWithoutRel) add('new-tab-without-rel', verdict.url.href, message, reference)
    }
  }

  const all = [...findings.values()].map((entry) => ({ ...entry, references: uniqueOccurrences(entry.references) }))
  return {
    dir,
    origin,
    pages: htmlFiles.map(pageAddress).sort(comparePages),
    sitemapXml: files.has('/sitemap.xml'),
    robotsTxt: files.has('/robots.txt'),
    /** Every internal reference checked (each occurrence counts, fragment-only links included). */
    internalReferences,
    externalReferences,
    dead: all
      .filter((entry) => entry.kind === 'dead')
      .map(({ target, message, references }) => ({ target, reason: message, references }))
      .sort((a, b) => comparePages(a.target, b.target)),
    problems: all
      .filter((entry) => entry.kind !== 'dead')
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

export type LinkReport = Awaited<ReturnType<typeof checkLinks>>

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
  for (const reference of references)
    pagesByLabel.set(label(reference), (pagesByLabel.get(label(reference)) ?? new Set()).add(reference.page))
  const shared = [...pagesByLabel]
    .filter(([, pages]) => pages.size >= COLLAPSE_AT)
    .sort(([a, aPages], [b, bPages]) => bPages.size - aPages.size || a.localeCompare(b))
  const named = new Map<string, Set<string>>()
  for (const reference of references)
    if (!shared.some(([key]) => key === label(reference)))
      named.set(reference.page, (named.get(reference.page) ?? new Set()).add(label(reference)))
  const parts = [...named.keys()]
    .sort(comparePages)
    .map((page) => `${page} (${[...(named.get(page) ?? [])].join(', ')})`)
  for (const [key, pages] of shared) {
    const remaining = [...pages].filter((page) => !named.has(page)).sort(comparePages)
    if (remaining.length === 1) parts.push(`${remaining[0]} (${key})`)
    else if (remaining.length > 1) parts.push(`${plural(remaining.length, 'page')} (${key})`)
  }
  return listInWords.format(parts)
}

const HEADINGS: Record<FindingKind, string> = {
  dead: 'Dead internal links',
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

/** Dead links, then each kind of problem, in full: what the build prints when something is wrong. */
export function formatFailures(report: LinkReport): string[] {
  const dead = report.dead.map(({ reason, ...entry }) => ({ ...entry, kind: 'dead' as const, message: reason }))
  const findings = [...dead, ...report.problems]
  return [...new Set(findings.map((entry) => entry.kind))].flatMap((kind, index) => {
    const entries = findings.filter((entry) => entry.kind === kind)
    const lines = entries.map(({ target, message, references }) =>
      references.length === 0
        ? `${target}: ${message}`
        : `${target}  <- ${describeOccurrences(references)}${message === NO_SUCH_FILE ? '' : `  [${message}]`}`,
    )
    return [...(index > 0 ? [''] : []), `${HEADINGS[kind]} (${entries.length}):`, ...lines]
  })
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

/** Runs the check with command-line arguments; resolves to the exit status. */
export async function runCheckLinks(argv: readonly string[], output: Output = consoleOutput): Promise<number> {
  const [text, flag] = [{ type: 'string' }, { type: 'boolean' }] as const
  const options = { dir: { ...text, default: defaultSiteDir() }, origin: text, summary: flag, json: flag }
  const values = parseCli(argv, options, USAGE, output)
  if (typeof values === 'number') return values
  if (!(await hasBuiltSite(values.dir, output))) return 2
  const origin = values.origin ?? (await import('../data/site')).site.origin
  if (!URL.canParse(origin)) {
    output.err(`--origin ${origin} is not an absolute URL such as https://www.example.com`)
    return 2
  }
  const report = await checkLinks({ dir: values.dir, origin })
  const failed = reportFailed(report)
  if (values.json) output.out(JSON.stringify({ ok: !failed, summary: summaryLine(report), ...report }, null, 2))
  else if (values.summary)
    output.out([...formatFailures(report), ...(failed ? [''] : []), summaryLine(report)].join('\n'))
  else output.out(formatReport(report).join('\n'))
  return failed ? 1 : 0
}

runIfMain(import.meta.url, runCheckLinks)
