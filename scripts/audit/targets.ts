/**
 * What the audit covers (every registered route plus the 404 page) and the targets it checks each route
 * against. Pure, so the checks are unit-tested without a browser.
 */
import type { AuditRow, AuditTarget, CategoryKey, FailingAudit } from './summary'

/** The performance targets from the project's issue; `npm run audit` exits 1 when one is missed. */
export const targets = {
  /** Lighthouse mobile performance score, at least. */
  performance: 98,
  /** These three must be exactly 100. */
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Cumulative layout shift, at most (i.e. none at all). */
  cls: 0,
  /** Largest Contentful Paint in the simulated mobile run, strictly under. */
  lcpMs: 1500,
  /** JavaScript transferred on a first visit, compressed, at most; 1 kB = 1,024 bytes like scripts/js-weight.ts. */
  jsKb: 100,
} as const

export const CATEGORY_LABELS: Record<CategoryKey, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best practices',
  seo: 'SEO',
}

/** A URL no route or file answers, so the server sends 404.html with status 404 as a static host would. */
export const NOT_FOUND_PATH = '/this-page-does-not-exist'
export const NOT_FOUND_LABEL = '404'

/** Every registered route in registry order, then the 404 page. */
export function auditTargets(routes: ReadonlyArray<{ path: string; indexable: boolean }>): AuditTarget[] {
  return [
    ...routes.map((route) => ({
      label: route.path,
      path: route.path,
      indexable: route.indexable,
      status: 200 as const,
    })),
    { label: NOT_FOUND_LABEL, path: NOT_FOUND_PATH, indexable: false, status: 404 },
  ]
}

/** The targets named by --routes (paths or `404`), in the order given; an unknown name is an error. */
export function selectTargets(all: readonly AuditTarget[], names: readonly string[] | undefined): AuditTarget[] {
  if (names === undefined || names.length === 0) return [...all]
  return names.map((name) => {
    // Either URL form names the page: /faq or /faq/.
    const found = all.find((target) => target.label === name || target.label === `${name}/`)
    if (!found) {
      throw new Error(
        `--routes: '${name}' is not a registered route (or 404); known: ${all.map((t) => t.label).join(' ')}`,
      )
    }
    return found
  })
}

/**
 * Why an audit fails on this page by design, or undefined when its failure is a real problem. A page that
 * must not be indexed carries `noindex` (is-crawlable), and the 404 page answers with status 404, which
 * Lighthouse also reports as the document's own failed request in the console.
 */
export function expectedFailure(row: Pick<AuditRow, 'indexable' | 'status' | 'finalUrl'>, audit: FailingAudit) {
  if (audit.id === 'is-crawlable' && !row.indexable) return 'noindex on purpose (not in the sitemap)'
  if (row.status !== 404) return undefined
  if (audit.id === 'http-status-code') return 'the 404 page answers with status 404 on purpose'
  const ownRequestOnly =
    audit.items.length > 0 && audit.moreItems === 0 && audit.items.every((item) => item.url === row.finalUrl)
  if (audit.id === 'errors-in-console' && ownRequestOnly) return "the console logs the document's own 404 status"
  return undefined
}

/** What a miss is about: a category score, a metric, the JS budget, or a run that produced no result. */
export type MissKey = CategoryKey | 'lcp' | 'cls' | 'js' | 'error'

export const MISS_LABELS: Record<MissKey, string> = {
  ...CATEGORY_LABELS,
  lcp: 'LCP',
  cls: 'CLS',
  js: 'JS',
  error: 'lighthouse',
}

export interface Miss {
  label: string
  key: MissKey
  metric: string
  value: string
  target: string
  /** What Lighthouse says caused it: failing audits with their elements or URLs, or the metric breakdown. */
  causes: string[]
}

export interface Excused {
  label: string
  category: CategoryKey
  auditId: string
  why: string
}

export interface TargetCheck {
  misses: Miss[]
  excused: Excused[]
}

export function kb(bytes: number): number {
  return bytes / 1024
}

export function formatMs(value: number | null): string {
  return value === null ? '-' : `${Math.round(value)}`
}

export function formatCls(value: number | null): string {
  if (value === null) return '-'
  if (value > 0 && value < 0.001) return '<0.001'
  return value.toFixed(3)
}

/** One line for an element or URL: `selector <snippet> "label"`, or the URL, plus axe's explanation. */
export function describeItem(item: FailingAudit['items'][number]): string {
  const parts = [item.selector, item.snippet, item.label ? `"${item.label}"` : undefined, item.url, item.text]
  return parts.filter((part) => part !== undefined && part !== '').join(' ')
}

export function describeAudit(audit: FailingAudit, maxItems = Number.POSITIVE_INFINITY): string {
  const head = `${audit.id} (${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''})`
  const items = audit.items.slice(0, maxItems).map(describeItem)
  const more = audit.moreItems + Math.max(0, audit.items.length - maxItems)
  if (more > 0) items.push(`and ${more} more`)
  return items.length === 0 ? head : `${head}: ${items.join('; ')}`
}

function perfCauses(row: AuditRow): string[] {
  const { fcpMs, lcpMs, tbtMs, cls, speedIndexMs } = row.metrics
  return [
    `metrics: FCP ${formatMs(fcpMs)} ms, LCP ${formatMs(lcpMs)} ms, TBT ${formatMs(tbtMs)} ms, CLS ${formatCls(cls)}, Speed Index ${formatMs(speedIndexMs)} ms`,
    // Diagnostics only hint at the cause of a metric, so a few URLs each are enough here (latest.md has all).
    ...row.perfDiagnostics.map((audit) => describeAudit(audit, 3)),
  ]
}

function lcpCauses(row: AuditRow): string[] {
  const causes: string[] = []
  if (row.lcpElement) causes.push(`LCP element: ${describeItem(row.lcpElement)}`)
  const phases = Object.entries(row.lcpPhases).map(([phase, ms]) => `${phase} ${Math.round(ms)} ms`)
  if (phases.length > 0) causes.push(`phases: ${phases.join(', ')}`)
  return causes
}

export function checkTargets(rows: readonly AuditRow[]): TargetCheck {
  const misses: Miss[] = []
  const excused: Excused[] = []
  for (const row of rows) {
    const miss = (key: MissKey, value: string, target: string, causes: string[] = []) =>
      misses.push({ label: row.label, key, metric: MISS_LABELS[key], value, target, causes })
    if (row.error !== undefined) {
      miss('error', 'no result', 'a completed run', [row.error])
      continue
    }
    const perf = row.scores.performance
    if (perf === null || perf < targets.performance) {
      miss('performance', String(perf ?? '-'), `>= ${targets.performance}`, perfCauses(row))
    }
    for (const key of ['accessibility', 'bestPractices', 'seo'] as const) {
      const value = row.scores[key]
      const failing = row.failing.filter((audit) => audit.category === key)
      const real = failing.filter((audit) => expectedFailure(row, audit) === undefined)
      for (const audit of failing) {
        const why = expectedFailure(row, audit)
        if (why !== undefined) excused.push({ label: row.label, category: key, auditId: audit.id, why })
      }
      // A score below 100 that only by-design failures explain is not a miss; anything else is.
      const lowered = value === null || value < targets[key]
      const explained = failing.some((audit) => audit.weight > 0 && !real.includes(audit))
      if (real.some((audit) => audit.weight > 0) || (lowered && !explained)) {
        miss(
          key,
          String(value ?? '-'),
          `= ${targets[key]}`,
          real.map((audit) => describeAudit(audit)),
        )
      }
    }
    const { cls, lcpMs } = row.metrics
    if (cls === null || cls > targets.cls) {
      miss('cls', formatCls(cls), `= ${targets.cls}`, row.layoutShifts.map(describeItem))
    }
    if (lcpMs === null || lcpMs >= targets.lcpMs) {
      miss('lcp', `${formatMs(lcpMs)} ms`, `< ${targets.lcpMs} ms`, lcpCauses(row))
    }
    if (kb(row.bytes.script) > targets.jsKb) {
      miss('js', `${kb(row.bytes.script).toFixed(1)} kB`, `<= ${targets.jsKb} kB`)
    }
  }
  return { misses, excused }
}
