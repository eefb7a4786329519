/** What the audit asks of Lighthouse CI (which pages, in which groups, the targets) and the table it reads back. */
import { UsageError } from '../cli'
import { textTable } from '../textTable'

/** A URL no route or file answers, so the host sends 404.html with status 404. */
export const NOT_FOUND_PATH = '/this-page-does-not-exist/'

type PageKind = 'page' | 'noindex' | '404'

/** `label` is shown in the table and accepted by --routes: the route's path, or `404`. */
export type AuditTarget = { label: string; path: string; kind: PageKind }

/** Audits that fail by design on a kind of page (a 404 status is also logged in the console), so skipped there. */
const SKIPPED_AUDITS: Record<PageKind, string[]> = {
  page: [],
  noindex: ['is-crawlable'],
  '404': ['is-crawlable', 'http-status-code', 'errors-in-console'],
}

/** Every registered route in registry order, then the 404 page. */
export function auditTargets(routes: ReadonlyArray<{ path: string; indexable: boolean }>): AuditTarget[] {
  return [
    ...routes.map(
      (route): AuditTarget => ({ label: route.path, path: route.path, kind: route.indexable ? 'page' : 'noindex' }),
    ),
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

// The one thing Lighthouse CI does not make: a table of every page's figures, read from its median runs.

/** What the table reads from LHCI's manifest.json and a Lighthouse result. */
export type ManifestEntry = { url: string; isRepresentativeRun: boolean; jsonPath: string }
export type LhrLike = {
  lighthouseVersion: string
  categories: Record<string, { score: number | null; auditRefs: ReadonlyArray<{ id: string; weight: number }> }>
  audits: Record<string, { title: string; score: number | null; numericValue?: number }>
}

/** A page's cells in the table, and its scored audits below full marks in a category not at 100: where to look first. */
export type AuditRow = { cells: string[]; failing: string[] }

const score = (category: string) => (lhr: LhrLike) => {
  const value = lhr.categories[category]?.score
  return typeof value === 'number' ? String(Math.round(value * 100)) : '-'
}
const ms = (audit: string) => (lhr: LhrLike) => {
  const value = lhr.audits[audit]?.numericValue
  return value === undefined ? '-' : String(Math.round(value))
}

const COLUMNS: Array<[string, (lhr: LhrLike) => string]> = [
  ['Perf', score('performance')],
  ['LCP ms', ms('largest-contentful-paint')],
  ['FCP ms', ms('first-contentful-paint')],
  ['TBT ms', ms('total-blocking-time')],
  ['CLS', (lhr) => lhr.audits['cumulative-layout-shift']?.numericValue?.toFixed(3) ?? '-'],
  ['A11y', score('accessibility')],
  ['BP', score('best-practices')],
  ['SEO', score('seo')],
]

export function auditRow(label: string, lhr: LhrLike): AuditRow {
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

/** The table of figures, as aligned text or as Markdown. */
export function formatTable(rows: readonly AuditRow[], markdown = false): string[] {
  const header = ['Page', ...COLUMNS.map(([title]) => title)]
  const cells = rows.map((row) => row.cells)
  return textTable(header, cells, markdown)
}
