/** The one thing Lighthouse CI does not make: a table of every page's figures, read from its median runs. */
import { textTable } from '../textTable'
import type { AuditTarget } from './lighthouserc'

/** What this module reads from LHCI's manifest.json and a Lighthouse result. */
export interface ManifestEntry {
  url: string
  isRepresentativeRun: boolean
  jsonPath: string
}

export interface LhrLike {
  lighthouseVersion: string
  categories: Record<string, { score: number | null; auditRefs: ReadonlyArray<{ id: string; weight: number }> }>
  audits: Record<string, { title: string; score: number | null; numericValue?: number; scoreDisplayMode: string }>
}

export interface AuditRow {
  label: string
  performance: number | null
  lcpMs: number | null
  fcpMs: number | null
  tbtMs: number | null
  cls: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  /** Scored audits below full marks in a category that is not at 100: where to look first. */
  failing: string[]
}

const score = (lhr: LhrLike, category: string) => {
  const value = lhr.categories[category]?.score
  return typeof value === 'number' ? Math.round(value * 100) : null
}
const metric = (lhr: LhrLike, audit: string) => lhr.audits[audit]?.numericValue ?? null

export function auditRow(label: string, lhr: LhrLike): AuditRow {
  const failing = Object.entries(lhr.categories).flatMap(([category, { score, auditRefs }]) =>
    score === 1
      ? []
      : auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${category} ${ref.id} (${lhr.audits[ref.id]?.title})`),
  )
  return {
    label,
    performance: score(lhr, 'performance'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    failing,
  }
}

/** The median run of each target, in the targets' order, from LHCI's manifest. */
export function representativeRuns(manifest: readonly ManifestEntry[], targets: readonly AuditTarget[]) {
  return targets.flatMap((target) => {
    const entry = manifest.find((run) => run.isRepresentativeRun && new URL(run.url).pathname === target.path)
    return entry ? [{ target, jsonPath: entry.jsonPath }] : []
  })
}

const ms = (value: number | null) => (value === null ? '-' : String(Math.round(value)))
const COLUMNS: Array<[string, (row: AuditRow) => string]> = [
  ['Page', (row) => row.label],
  ['Perf', (row) => String(row.performance ?? '-')],
  ['LCP ms', (row) => ms(row.lcpMs)],
  ['FCP ms', (row) => ms(row.fcpMs)],
  ['TBT ms', (row) => ms(row.tbtMs)],
  ['CLS', (row) => (row.cls === null ? '-' : row.cls.toFixed(3))],
  ['A11y', (row) => String(row.accessibility ?? '-')],
  ['BP', (row) => String(row.bestPractices ?? '-')],
  ['SEO', (row) => String(row.seo ?? '-')],
]

/** The table of figures, as aligned text or as Markdown. */
export function formatTable(rows: readonly AuditRow[], markdown = false): string[] {
  const body = rows.map((row) => COLUMNS.map(([, value]) => value(row)))
  return textTable(
    COLUMNS.map(([title]) => title),
    body,
    markdown,
  )
}

/** Each page's failing audits, to read before opening its Lighthouse report. */
export function failingLines(rows: readonly AuditRow[]): string[] {
  return rows.flatMap((row) => row.failing.map((audit) => `${row.label}: ${audit}`))
}
