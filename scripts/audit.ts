/** `npm run audit` (see USAGE): Lighthouse CI does the work; this adds the page list and the table of figures. */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { routeList } from '../data/routes'
import { chromePath, chromiumArgs } from '../playwright.config'
import { defaultSiteDir, parseCli, runIfMain, UsageError, wholeNumber } from './cli'
import { startPreview } from './preview'
import { textTable } from './textTable'

const USAGE = `Usage: npm run audit -- [options]

Builds the site (npm run build), serves it with the Pages emulator on a free port and runs Lighthouse CI
(Lighthouse's defaults: mobile, simulated throttling) on every route in data/routes.ts plus the 404 page. Prints a
table and every missed target; writes every report with LHCI's manifest.json and latest.md to reports/lighthouse/.

Targets: every category 100, LCP at most 1,200 ms, TBT 0 ms, CLS 0. A noindex page skips is-crawlable; the
404 page also skips http-status-code and errors-in-console.

Options:
  --no-build         audit the existing build (dist/client, or $OUT_DIR/client) instead of building first
  --routes <list>    comma-separated paths to audit, e.g. /,/faq/,404 (default: every route and 404)
  --runs <n>         Lighthouse runs per page; figures come from the median run (default: 1)

Exit status: 0 when every target is met, 1 when one is missed or a page could not be audited, 2 on bad usage.`

/** A URL no route or file answers, so the host sends 404.html with status 404. */
export const NOT_FOUND_PATH = '/this-page-does-not-exist/'

/** Audits that fail by design on a kind of page (a 404 status is also logged in the console), so skipped there. */
const SKIPPED_AUDITS = {
  page: [],
  noindex: ['is-crawlable'],
  '404': ['is-crawlable', 'http-status-code', 'errors-in-console'],
}

/** `label` is shown in the table and accepted by --routes: the route's path, or `404`. */
export type AuditTarget = { label: string; path: string; kind: keyof typeof SKIPPED_AUDITS }

/** Every registered route in registry order, then the 404 page. */
export function auditTargets(routes: ReadonlyArray<{ path: string; indexable: boolean }>): AuditTarget[] {
  return [
    ...routes.map(({ path, indexable }): AuditTarget => ({ label: path, path, kind: indexable ? 'page' : 'noindex' })),
    { label: '404', path: NOT_FOUND_PATH, kind: '404' },
  ]
}

/** The targets named by --routes (paths in either URL form, or `404`), in the order given. */
export function selectTargets(all: readonly AuditTarget[], names: readonly string[] | undefined): AuditTarget[] {
  if (names === undefined || names.length === 0) return [...all]
  return names.map((name) => {
    const found = all.find((target) => target.label === name || target.label === `${name}/`)
    const known = all.map((t) => t.label).join(' ')
    if (!found) throw new UsageError(`--routes: '${name}' is not a registered route (or 404); known: ${known}`)
    return found
  })
}

/** The targets: every category at 100, LCP at most 1.2 s, no blocking time and no layout shift. */
export const ASSERTIONS = Object.fromEntries(
  Object.entries({
    'categories:performance': { minScore: 1 },
    'categories:accessibility': { minScore: 1 },
    'categories:best-practices': { minScore: 1 },
    'categories:seo': { minScore: 1 },
    'largest-contentful-paint': { maxNumericValue: 1200 },
    'total-blocking-time': { maxNumericValue: 0 },
    'cumulative-layout-shift': { maxNumericValue: 0 },
    // With several runs, each figure comes from the run LHCI picks as the median (by FCP and TTI).
  }).map(([key, options]) => [key, ['error', { ...options, aggregationMethod: 'median-run' }]]),
)

/** One `lhci collect` configuration per kind of page, since the skipped audits differ; the 404 page's status is expected. */
export function collectConfigs(targets: readonly AuditTarget[], origin: string, runs: number, chromeFlags: string) {
  const kinds = [...new Set(targets.map((target) => target.kind))]
  return kinds.map((kind, index) => ({
    ci: {
      collect: {
        url: targets.filter((target) => target.kind === kind).map((target) => `${origin}${target.path}`),
        numberOfRuns: runs,
        // The first group clears results of an earlier audit; the others add to it.
        additive: index > 0,
        settings: {
          chromeFlags,
          ...(kind === '404' && { ignoreStatusCode: true }),
          ...(SKIPPED_AUDITS[kind].length > 0 && { skipAudits: SKIPPED_AUDITS[kind] }),
        },
      },
    },
  }))
}

/** What the table of every page's figures (the one thing LHCI does not make) reads from its manifest and results. */
export type ManifestEntry = { url: string; isRepresentativeRun: boolean; jsonPath: string }
export type LhrLike = {
  lighthouseVersion: string
  categories: Record<string, { score: number | null; auditRefs: ReadonlyArray<{ id: string; weight: number }> }>
  audits: Record<string, { title: string; score: number | null; numericValue?: number }>
}

/** A figure rounded for the table (a score times 100), or `-` when Lighthouse has none. */
const round = (value: number | null | undefined, scale = 1) =>
  typeof value === 'number' ? String(Math.round(value * scale)) : '-'

const COLUMNS: Array<[string, (lhr: LhrLike) => string]> = [
  ['Perf', (lhr) => round(lhr.categories.performance?.score, 100)],
  ['LCP ms', (lhr) => round(lhr.audits['largest-contentful-paint']?.numericValue)],
  ['FCP ms', (lhr) => round(lhr.audits['first-contentful-paint']?.numericValue)],
  ['TBT ms', (lhr) => round(lhr.audits['total-blocking-time']?.numericValue)],
  ['CLS', (lhr) => lhr.audits['cumulative-layout-shift']?.numericValue?.toFixed(3) ?? '-'],
  ['A11y', (lhr) => round(lhr.categories.accessibility?.score, 100)],
  ['BP', (lhr) => round(lhr.categories['best-practices']?.score, 100)],
  ['SEO', (lhr) => round(lhr.categories.seo?.score, 100)],
]

/** A page's cells in the table, and its scored audits below full marks in a category not at 100: where to look first. */
export function auditRow(label: string, lhr: LhrLike) {
  const failing = Object.entries(lhr.categories).flatMap(([category, { score, auditRefs }]) =>
    score === 1
      ? []
      : auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${label}: ${category} ${ref.id} (${lhr.audits[ref.id]?.title})`),
  )
  return { cells: [label, ...COLUMNS.map(([, cell]) => cell(lhr))], failing }
}

/** The median run of each target, in the targets' order, from LHCI's manifest. */
export function representativeRuns(manifest: readonly ManifestEntry[], targets: readonly AuditTarget[]) {
  return targets.flatMap((target) => {
    const entry = manifest.find((run) => run.isRepresentativeRun && new URL(run.url).pathname === target.path)
    return entry ? [{ target, jsonPath: entry.jsonPath }] : []
  })
}

export function formatTable(rows: readonly { cells: string[] }[], markdown = false): string[] {
  const cells = rows.map((row) => row.cells)
  return textTable(['Page', ...COLUMNS.map(([title]) => title)], cells, markdown)
}

const OUTPUT_DIR = 'reports/lighthouse'
const lhci = createRequire(import.meta.url).resolve('@lhci/cli/src/cli.js')

/** Runs one `lhci` command with a configuration file; its output goes to stderr, so stdout carries the table. */
function runLhci(command: string, config: object): number {
  const file = join(mkdtempSync(join(tmpdir(), 'lhci-')), 'lighthouserc.json')
  writeFileSync(file, JSON.stringify(config))
  const env = { ...process.env, CHROME_PATH: chromePath }
  return spawnSync(process.execPath, [lhci, command, `--config=${file}`], { env, stdio: ['ignore', 2, 2] }).status ?? 1
}

async function main(argv: readonly string[]): Promise<number> {
  const values = parseCli(
    argv,
    { 'no-build': { type: 'boolean', default: false }, routes: { type: 'string' }, runs: { type: 'string' } },
    USAGE,
  )
  if (typeof values === 'number') return values
  const targets = selectTargets(
    auditTargets(routeList),
    values.routes?.split(',').map((route) => route.trim()),
  )
  const runs = wholeNumber('runs', values.runs, 1, 1, 25)

  if (!values['no-build']) {
    console.error('audit: npm run build')
    const build = spawnSync('npm', ['run', 'build'], { stdio: ['inherit', process.stderr, 'inherit'] })
    if (build.status !== 0) throw new Error('audit: the build failed, nothing audited.')
  }
  const preview = await startPreview({ dir: defaultSiteDir() })
  let failed = false
  try {
    const origin = preview.url.replace(/\/$/, '')
    const chromeFlags = chromiumArgs.filter((flag) => flag !== '--headless').join(' ')
    for (const config of collectConfigs(targets, origin, runs, chromeFlags)) {
      if (runLhci('collect', config) !== 0) failed = true
    }
    if (failed) throw new Error('audit: Lighthouse could not audit every page (see above).')
    failed = runLhci('assert', { ci: { assert: { assertions: ASSERTIONS } } }) !== 0
    runLhci('upload', { ci: { upload: { target: 'filesystem', outputDir: OUTPUT_DIR } } })
  } finally {
    await preview.close()
  }

  const manifest = JSON.parse(readFileSync(join(OUTPUT_DIR, 'manifest.json'), 'utf8')) as ManifestEntry[]
  let version = ''
  const rows = representativeRuns(manifest, targets).map(({ target, jsonPath }) => {
    const lhr = JSON.parse(readFileSync(jsonPath, 'utf8')) as LhrLike
    version = lhr.lighthouseVersion
    return auditRow(target.label, lhr)
  })
  const about = `Lighthouse ${version} through Lighthouse CI, mobile with simulated throttling, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page, served by the Pages emulator, ${new Date().toISOString()}.`
  const failing = rows.flatMap((row) => row.failing)
  const failingText = failing.length > 0 ? ['', 'Failing audits:', ...failing] : []
  console.log([about, '', ...formatTable(rows), ...failingText].join('\n'))
  const markdown = [about, '', ...formatTable(rows, true), '', ...failing.map((line) => `- ${line}`)].join('\n')
  writeFileSync(join(OUTPUT_DIR, 'latest.md'), `# Lighthouse audit\n\n${markdown}\n`)
  if (failed) console.error('audit: a target was missed (see the assertions above).')
  return failed ? 1 : 0
}

runIfMain(import.meta.url, main)
