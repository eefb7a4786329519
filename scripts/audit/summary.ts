/**
 * Turns one Lighthouse result (LHR) into the small per-route summary the audit prints and stores, and
 * combines several runs of a route into their median. Pure: no browser, no file system.
 */

/** What the audit is pointed at: a registered route, or the 404 page reached through an unknown URL. */
export interface AuditTarget {
  /** Shown in the table and accepted by --routes: the route's path, or `404`. */
  label: string
  path: string
  /** False for pages that carry noindex on purpose (registry `indexable: false`, the 404 page). */
  indexable: boolean
  /** The HTTP status a static host answers with. */
  status: 200 | 404
}

/** The subset of Lighthouse's result object this module reads; the real `LH.Result` satisfies it. */
export interface LhrAudit {
  id: string
  title: string
  score: number | null
  scoreDisplayMode: string
  numericValue?: number
  displayValue?: string
  errorMessage?: string
  details?: unknown
}

export interface LhrLike {
  lighthouseVersion: string
  finalDisplayedUrl: string
  runtimeError?: { code: string; message: string }
  runWarnings: readonly unknown[]
  environment?: { hostUserAgent?: string; benchmarkIndex?: number }
  categories: Record<string, { id: string; score: number | null; auditRefs: ReadonlyArray<LhrAuditRef> }>
  audits: Record<string, LhrAudit>
}

interface LhrAuditRef {
  id: string
  weight: number
  group?: string
}

export type CategoryKey = 'performance' | 'accessibility' | 'bestPractices' | 'seo'

/** Lighthouse's category ids, in table order. */
export const CATEGORY_IDS: Record<CategoryKey, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
}

/** An element or URL an audit points at, trimmed to what explains a failure. */
export interface ItemRef {
  selector?: string
  snippet?: string
  label?: string
  url?: string
  text?: string
}

export interface FailingAudit {
  category: CategoryKey
  id: string
  title: string
  /** Weight in its category: 0 means it is reported but does not move the score. */
  weight: number
  score: number | null
  displayValue?: string
  items: ItemRef[]
  /** How many further items Lighthouse listed beyond `items`. */
  moreItems: number
}

export interface Metrics {
  fcpMs: number | null
  lcpMs: number | null
  cls: number | null
  tbtMs: number | null
  speedIndexMs: number | null
}

/** Transfer sizes in bytes as the browser received them (compressed, response headers included). */
export interface TransferBytes {
  script: number
  document: number
  image: number
  stylesheet: number
  font: number
  total: number
}

export interface AuditRow {
  label: string
  path: string
  indexable: boolean
  status: 200 | 404
  finalUrl: string
  /** Lighthouse runs combined into this row (median of each figure when more than one). */
  runs: number
  /** Set when Lighthouse could not audit the page; every figure is then null or 0. */
  error?: string
  scores: Record<CategoryKey, number | null>
  metrics: Metrics
  bytes: TransferBytes
  requests: number
  /** Lighthouse's CPU benchmark during the run: lower means a slower or busier machine, so noisier TBT/LCP. */
  benchmarkIndex: number | null
  lcpElement: ItemRef | null
  /** LCP broken into Lighthouse's phases (TTFB, Load Delay, Load Time, Render Delay), in ms. */
  lcpPhases: Record<string, number>
  layoutShifts: ItemRef[]
  /** Failing accessibility, best-practices and SEO audits. */
  failing: FailingAudit[]
  /** Performance diagnostics that did not pass, to explain a low performance score. */
  perfDiagnostics: FailingAudit[]
  warnings: string[]
}

const MAX_ITEMS = 8
const LCP_ELEMENT_AUDIT = 'largest-contentful-paint-element'
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings'])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}

function nodeRef(node: Record<string, unknown>): ItemRef {
  const selector = text(node.selector)
  const label = text(node.nodeLabel)
  return compact({
    selector,
    snippet: text(node.snippet),
    // Lighthouse falls back to the selector as the label of an element without text; once is enough.
    label: label === selector ? undefined : label,
    // axe's explanation, e.g. the contrast ratio and both colours for color-contrast.
    text: text(node.explanation),
  })
}

function compact(ref: ItemRef): ItemRef {
  return Object.fromEntries(Object.entries(ref).filter(([, value]) => value !== undefined)) as ItemRef
}

/** The element or URL one row of an audit's details table is about. */
export function itemRef(item: unknown): ItemRef | undefined {
  if (!isRecord(item)) return undefined
  if (isRecord(item.node) && item.node.type === 'node') return nodeRef(item.node)
  // is-crawlable points at the robots meta through `source`; errors-in-console through `sourceLocation`.
  if (isRecord(item.source) && item.source.type === 'node') return nodeRef(item.source)
  const url = text(item.url) ?? (isRecord(item.sourceLocation) ? text(item.sourceLocation.url) : undefined)
  const description = text(item.description) ?? text(item.reason)
  if (url === undefined && description === undefined) return undefined
  return compact({ url, text: description })
}

/** A layout shift: the element that moved most, with the shift's size and the root causes Chromium names. */
function layoutShiftRef(item: unknown): ItemRef | undefined {
  if (!isRecord(item)) return undefined
  const causes = detailItems(item.subItems).flatMap((sub) => {
    if (!isRecord(sub) || typeof sub.cause !== 'string') return []
    const extra = isRecord(sub.extra) ? (text(sub.extra.value) ?? text(sub.extra.selector)) : undefined
    return [extra ? `${sub.cause} (${extra})` : sub.cause]
  })
  const size = typeof item.score === 'number' ? `shift ${item.score.toFixed(4)}` : undefined
  const description = [size, ...causes].filter((part) => part !== undefined).join('; ')
  const element = isRecord(item.node) && item.node.type === 'node' ? nodeRef(item.node) : {}
  return description === '' && Object.keys(element).length === 0
    ? undefined
    : compact({ ...element, text: description || undefined })
}

function detailItems(details: unknown): unknown[] {
  return isRecord(details) && Array.isArray(details.items) ? details.items : []
}

function failingAudit(lhr: LhrLike, category: CategoryKey, ref: LhrAuditRef): FailingAudit | undefined {
  const audit = lhr.audits[ref.id]
  if (!audit) return undefined
  const failed =
    audit.scoreDisplayMode === 'error' ||
    (SCORED_MODES.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1)
  if (!failed) return undefined
  const refs = detailItems(audit.details)
    .map(itemRef)
    .filter((ref): ref is ItemRef => ref !== undefined)
  const displayValue = audit.displayValue ?? audit.errorMessage
  return {
    category,
    id: audit.id,
    title: audit.title,
    weight: ref.weight,
    score: audit.score,
    ...(displayValue ? { displayValue } : {}),
    items: refs.slice(0, MAX_ITEMS),
    moreItems: Math.max(0, refs.length - MAX_ITEMS),
  }
}

function numeric(lhr: LhrLike, id: string): number | null {
  const value = lhr.audits[id]?.numericValue
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

function transferBytes(lhr: LhrLike): { bytes: TransferBytes; requests: number } {
  const byType = new Map<string, { transferSize: number; requestCount: number }>()
  for (const item of detailItems(lhr.audits['resource-summary']?.details)) {
    if (isRecord(item) && typeof item.resourceType === 'string') {
      byType.set(item.resourceType, {
        transferSize: Number(item.transferSize) || 0,
        requestCount: Number(item.requestCount) || 0,
      })
    }
  }
  const size = (type: string) => byType.get(type)?.transferSize ?? 0
  return {
    bytes: {
      script: size('script'),
      document: size('document'),
      image: size('image'),
      stylesheet: size('stylesheet'),
      font: size('font'),
      total: size('total'),
    },
    requests: byType.get('total')?.requestCount ?? 0,
  }
}

/**
 * The largest-contentful-paint-element audit is a list of two tables: the element, then the LCP phases.
 * Reads both without depending on their order.
 */
function lcpDetails(lhr: LhrLike): { element: ItemRef | null; phases: Record<string, number> } {
  let element: ItemRef | null = null
  const phases: Record<string, number> = {}
  for (const table of detailItems(lhr.audits[LCP_ELEMENT_AUDIT]?.details)) {
    for (const item of detailItems(table)) {
      if (!isRecord(item)) continue
      if (isRecord(item.node) && element === null) element = nodeRef(item.node)
      if (typeof item.phase === 'string' && typeof item.timing === 'number') phases[item.phase] = item.timing
    }
  }
  return { element, phases }
}

function score(lhr: LhrLike, key: CategoryKey): number | null {
  const value = lhr.categories[CATEGORY_IDS[key]]?.score
  return typeof value === 'number' ? Math.round(value * 100) : null
}

/** A row for a page Lighthouse could not audit (a thrown error or a runtimeError in the result). */
export function errorRow(target: AuditTarget, finalUrl: string, error: string): AuditRow {
  return {
    ...target,
    finalUrl,
    runs: 1,
    error,
    scores: { performance: null, accessibility: null, bestPractices: null, seo: null },
    metrics: { fcpMs: null, lcpMs: null, cls: null, tbtMs: null, speedIndexMs: null },
    bytes: { script: 0, document: 0, image: 0, stylesheet: 0, font: 0, total: 0 },
    requests: 0,
    benchmarkIndex: null,
    lcpElement: null,
    lcpPhases: {},
    layoutShifts: [],
    failing: [],
    perfDiagnostics: [],
    warnings: [],
  }
}

export function summarizeLhr(lhr: LhrLike, target: AuditTarget): AuditRow {
  const warnings = lhr.runWarnings.map(String)
  if (lhr.runtimeError) {
    const row = errorRow(target, lhr.finalDisplayedUrl, `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    return { ...row, warnings }
  }
  const failing: FailingAudit[] = []
  for (const key of ['accessibility', 'bestPractices', 'seo'] as const) {
    for (const ref of lhr.categories[CATEGORY_IDS[key]]?.auditRefs ?? []) {
      const audit = failingAudit(lhr, key, ref)
      if (audit) failing.push(audit)
    }
  }
  // Metrics are the score itself and show in the table; "hidden" holds the insight twins of diagnostics;
  // the LCP element is reported on its own (lcpElement, lcpPhases).
  const perfDiagnostics = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden' && ref.id !== LCP_ELEMENT_AUDIT)
    .map((ref) => failingAudit(lhr, 'performance', ref))
    .filter((audit): audit is FailingAudit => audit !== undefined)
  const { bytes, requests } = transferBytes(lhr)
  const lcp = lcpDetails(lhr)
  return {
    ...target,
    finalUrl: lhr.finalDisplayedUrl,
    runs: 1,
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'bestPractices'),
      seo: score(lhr, 'seo'),
    },
    metrics: {
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      speedIndexMs: numeric(lhr, 'speed-index'),
    },
    bytes,
    requests,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    lcpElement: lcp.element,
    lcpPhases: lcp.phases,
    layoutShifts: detailItems(lhr.audits['layout-shifts']?.details)
      .map(layoutShiftRef)
      .filter((ref): ref is ItemRef => ref !== undefined)
      .slice(0, MAX_ITEMS),
    failing,
    perfDiagnostics,
    warnings,
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length === 0) return Number.NaN
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

function medianOf<T>(rows: readonly T[], pick: (row: T) => number | null): number | null {
  const values = rows.map(pick).filter((value): value is number => value !== null)
  return values.length === 0 ? null : median(values)
}

function roundedMedian<T>(rows: readonly T[], pick: (row: T) => number | null): number | null {
  const value = medianOf(rows, pick)
  return value === null ? null : Math.round(value)
}

/**
 * Several runs of one route as one row: the median of every figure taken separately; the lists (LCP element,
 * failing audits, warnings) come from the run whose performance score is closest to that median. Runs that
 * errored are left out unless every run errored.
 */
export function medianRow(runs: readonly AuditRow[]): AuditRow {
  const first = runs[0]
  if (first === undefined) throw new Error('medianRow needs at least one run')
  const good = runs.filter((run) => run.error === undefined)
  if (good.length === 0) return { ...first, runs: runs.length }
  const perf = medianOf(good, (run) => run.scores.performance)
  const representative =
    perf === null
      ? (good[0] as AuditRow)
      : good.reduce((best, run) =>
          Math.abs((run.scores.performance ?? 0) - perf) < Math.abs((best.scores.performance ?? 0) - perf) ? run : best,
        )
  const bytes = (key: keyof TransferBytes) => roundedMedian(good, (run) => run.bytes[key]) ?? 0
  return {
    ...representative,
    runs: runs.length,
    scores: {
      performance: roundedMedian(good, (run) => run.scores.performance),
      accessibility: roundedMedian(good, (run) => run.scores.accessibility),
      bestPractices: roundedMedian(good, (run) => run.scores.bestPractices),
      seo: roundedMedian(good, (run) => run.scores.seo),
    },
    metrics: {
      fcpMs: medianOf(good, (run) => run.metrics.fcpMs),
      lcpMs: medianOf(good, (run) => run.metrics.lcpMs),
      cls: medianOf(good, (run) => run.metrics.cls),
      tbtMs: medianOf(good, (run) => run.metrics.tbtMs),
      speedIndexMs: medianOf(good, (run) => run.metrics.speedIndexMs),
    },
    bytes: {
      script: bytes('script'),
      document: bytes('document'),
      image: bytes('image'),
      stylesheet: bytes('stylesheet'),
      font: bytes('font'),
      total: bytes('total'),
    },
    requests: roundedMedian(good, (run) => run.requests) ?? 0,
    benchmarkIndex: roundedMedian(good, (run) => run.benchmarkIndex),
  }
}
