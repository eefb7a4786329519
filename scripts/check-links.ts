/** Dead-link check over the built site: scan (checks/links/scan.ts), resolve (resolve.ts), report (report.ts). */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import {
  comparePages,
  formatFailures,
  formatReport,
  type LinkReport,
  reportFailed,
  summaryLine,
  uniqueOccurrences,
} from './checks/links/report'
import { type DeadReference, type Problem, pageAddress, resolveReference } from './checks/links/resolve'
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

export async function checkLinks({ dir, origin: originSetting }: { dir: string; origin: string }): Promise<LinkReport> {
  const origin = new URL(originSetting).origin
  const fileList = await listSitePaths(dir)
  const files = new Set(fileList)
  const htmlFiles = fileList.filter((file) => file.endsWith('.html'))
  const ids = new Map<string, Set<string>>()
  const references: Reference[] = []
  const dead = new Map<string, DeadReference>()
  const problems = new Map<string, Problem>()
  const addProblem = (kind: Problem['kind'], target: string, message: string, reference?: Occurrence) => {
    const entry = problems.get(`${kind}\0${target}`) ?? { kind, target, message, references: [] }
    if (reference) entry.references.push(reference)
    problems.set(`${kind}\0${target}`, entry)
  }

  for (const file of htmlFiles) {
    const page = pageAddress(file)
    const scanned = scanPage(await readFile(join(dir, file), 'utf8'), page)
    ids.set(file, scanned.ids)
    references.push(...scanned.references)
    // One finding per page, naming the last block that does not parse.
    const invalid = scanned.invalidJsonLd.at(-1)
    if (invalid !== undefined) addProblem('invalid-json-ld', page, `invalid JSON-LD: ${invalid}`)
  }
  for (const extra of ['/sitemap.xml', '/robots.txt'] as const) {
    if (files.has(extra)) references.push(...sitemapUrls(extra, await readFile(join(dir, extra), 'utf8')))
  }

  const external = new Map<string, Map<string, Occurrence[]>>()
  const stylesheets = new Set<string>()
  let internalReferences = 0
  let externalReferences = 0
  // Stylesheets on the site's own origin are read once each; the loop reaches their url()s (an @import, a font) too.
  for (const reference of references) {
    const verdict = resolveReference(reference, { origin, files, ids })
    if (verdict.kind === 'problem') addProblem(verdict.problem, verdict.target, verdict.message, reference)
    else if (verdict.kind === 'dead') {
      internalReferences += 1
      const entry = dead.get(verdict.target) ?? { target: verdict.target, reason: verdict.reason, references: [] }
      entry.references.push(reference)
      dead.set(verdict.target, entry)
    } else if (verdict.kind === 'internal') {
      internalReferences += 1
      if (verdict.file.endsWith('.css') && !stylesheets.has(verdict.file)) {
        stylesheets.add(verdict.file)
        for (const url of cssUrls(await readFile(join(dir, verdict.file), 'utf8')))
          references.push({ page: verdict.file, region: 'body', via: 'CSS url()', url, base: verdict.file })
      }
    } else if (verdict.kind === 'external') {
      externalReferences += 1
      const urls = external.get(verdict.url.host) ?? new Map<string, Occurrence[]>()
      urls.set(verdict.url.href, [...(urls.get(verdict.url.href) ?? []), reference])
      external.set(verdict.url.host, urls)
      const message = 'opens in a new tab without rel="noopener noreferrer"'
      if (verdict.newTabWithoutRel) addProblem('new-tab-without-rel', verdict.url.href, message, reference)
    }
  }

  const deduplicated = <T extends { references: Occurrence[] }>(entries: Iterable<T>) =>
    [...entries].map((entry) => ({ ...entry, references: uniqueOccurrences(entry.references) }))
  return {
    dir,
    origin,
    pages: htmlFiles.map(pageAddress).sort(comparePages),
    sitemapXml: files.has('/sitemap.xml'),
    robotsTxt: files.has('/robots.txt'),
    internalReferences,
    externalReferences,
    dead: deduplicated(dead.values()).sort((a, b) => comparePages(a.target, b.target)),
    problems: deduplicated(problems.values()).sort(
      (a, b) => a.kind.localeCompare(b.kind) || a.target.localeCompare(b.target),
    ),
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
  if (values.json) {
    output.out(JSON.stringify({ ok: !reportFailed(report), summary: summaryLine(report), ...report }, null, 2))
  } else if (values.summary) {
    output.out([...formatFailures(report), ...(reportFailed(report) ? [''] : []), summaryLine(report)].join('\n'))
  } else {
    output.out(formatReport(report).join('\n'))
  }
  return reportFailed(report) ? 1 : 0
}

runIfMain(import.meta.url, runCheckLinks)
