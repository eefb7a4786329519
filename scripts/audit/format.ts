/**
 * Renders an audit report: the aligned table for the terminal, reports/lighthouse/latest.md and the README
 * section between the audit markers. Pure string work.
 */
import type { AuditRow, CategoryKey } from './summary'
import {
  CATEGORY_LABELS,
  checkTargets,
  describeAudit,
  describeItem,
  expectedFailure,
  formatCls,
  formatMs,
  kb,
  type MissKey,
  type TargetCheck,
  targets,
} from './targets'

/** Everything one `npm run audit` stores in reports/lighthouse/*.json, and all the renderers need. */
export interface AuditReport {
  generatedAt: string
  lighthouseVersion: string
  /** Chromium's user agent product, e.g. `HeadlessChrome/156.0.0.0`. */
  browser: string
  /** Lighthouse settings in words, e.g. `mobile, simulated throttling (Lighthouse defaults)`. */
  settings: string
  runsPerRoute: number
  theme: string
  /** The Content-Encoding the server answered Chromium with; transfer sizes are in it. */
  compression: string
  durationMs: number
  rows: AuditRow[]
  check: TargetCheck
}

type Align = 'left' | 'right'
interface Column {
  title: string
  align: Align
  /** The miss this column shows, if any. */
  key?: MissKey
  value: (row: AuditRow) => string
}

const score = (key: CategoryKey) => (row: AuditRow) => String(row.scores[key] ?? '-')
const kbCell = (bytes: number) => kb(bytes).toFixed(1)

const COLUMNS: Column[] = [
  { title: 'Route', align: 'left', key: 'error', value: (row) => row.label },
  { title: 'Perf', align: 'right', key: 'performance', value: score('performance') },
  { title: 'A11y', align: 'right', key: 'accessibility', value: score('accessibility') },
  { title: 'BP', align: 'right', key: 'bestPractices', value: score('bestPractices') },
  { title: 'SEO', align: 'right', key: 'seo', value: score('seo') },
  { title: 'LCP ms', align: 'right', key: 'lcp', value: (row) => formatMs(row.metrics.lcpMs) },
  { title: 'CLS', align: 'right', key: 'cls', value: (row) => formatCls(row.metrics.cls) },
  { title: 'TBT ms', align: 'right', value: (row) => formatMs(row.metrics.tbtMs) },
  { title: 'JS kB', align: 'right', key: 'js', value: (row) => kbCell(row.bytes.script) },
  { title: 'HTML kB', align: 'right', value: (row) => kbCell(row.bytes.document) },
  { title: 'Img kB', align: 'right', value: (row) => kbCell(row.bytes.image) },
]

export const MISS_MARK = '✗'
export const EXCUSED_MARK = '*'

function cells(rows: readonly AuditRow[], check: TargetCheck): string[][] {
  return rows.map((row) =>
    COLUMNS.map((column) => {
      // A page Lighthouse could not audit has no figures, only its name and the miss mark.
      const value = row.error !== undefined && column.key !== 'error' ? '-' : column.value(row)
      if (column.key === undefined) return value
      if (check.misses.some((miss) => miss.label === row.label && miss.key === column.key))
        return `${value} ${MISS_MARK}`
      if (check.excused.some((excused) => excused.label === row.label && excused.category === column.key)) {
        return `${value}${EXCUSED_MARK}`
      }
      return value
    }),
  )
}

function pad(text: string, width: number, align: Align): string {
  return align === 'right' ? text.padStart(width) : text.padEnd(width)
}

function widths(header: readonly string[], body: readonly string[][]): number[] {
  return header.map((title, index) => Math.max(title.length, ...body.map((line) => (line[index] ?? '').length)))
}

/** The table as aligned plain text, one string per line. */
export function textTable(rows: readonly AuditRow[], check: TargetCheck): string[] {
  const header = COLUMNS.map((column) => column.title)
  const body = cells(rows, check)
  const width = widths(header, body)
  const line = (values: readonly string[]) =>
    values
      .map((value, index) => pad(value, width[index] ?? 0, COLUMNS[index]?.align ?? 'left'))
      .join('  ')
      .trimEnd()
  return [line(header), ...body.map(line)]
}

/** The table as Markdown, padded so it also reads well as source. */
export function markdownTable(rows: readonly AuditRow[], check: TargetCheck): string[] {
  const header = COLUMNS.map((column) => column.title)
  const body = cells(rows, check).map((line) => line.map((value) => value.replaceAll('|', '\\|')))
  const width = widths(header, body).map((value) => Math.max(value, 3))
  const line = (values: readonly string[]) =>
    `| ${values.map((value, index) => pad(value, width[index] ?? 0, COLUMNS[index]?.align ?? 'left')).join(' | ')} |`
  const rule = `| ${width.map((value, index) => (COLUMNS[index]?.align === 'right' ? `${'-'.repeat(value - 1)}:` : '-'.repeat(value))).join(' | ')} |`
  return [line(header), rule, ...body.map(line)]
}

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000)
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`
}

/** Lighthouse's CPU benchmark over the runs, e.g. `CPU benchmark 610-1080`: the lower, the noisier TBT and LCP. */
function benchmarkRange(rows: readonly AuditRow[]): string {
  const values = rows.map((row) => row.benchmarkIndex).filter((value): value is number => typeof value === 'number')
  if (values.length === 0) return ''
  const low = Math.min(...values)
  const high = Math.max(...values)
  return `; CPU benchmark ${low === high ? low : `${low}-${high}`}`
}

export function describeRun(report: AuditReport): string {
  const runs = report.runsPerRoute === 1 ? '1 run per route' : `median of ${report.runsPerRoute} runs per route`
  return `Lighthouse ${report.lighthouseVersion}, ${report.settings}, ${report.browser}, theme ${report.theme}, served with ${report.compression} compression; ${runs}; ${plural(report.rows.length, 'page')} in ${duration(report.durationMs)}${benchmarkRange(report.rows)} (${report.generatedAt}).`
}

/**
 * Lighthouse's own line for a host too slow for its default 4x CPU throttling (SLOW_CPU_BENCHMARK_INDEX_THRESHOLD
 * in lighthouse/core/gather/driver/environment.js): at or under it, TBT, LCP and the score come out inflated.
 */
export const SLOW_CPU_BENCHMARK = 1000

/** The notes under the table: the marks, the units, and a warning when the machine was too slow to trust. */
export function legend(rows: readonly AuditRow[]): string[] {
  const lines = [
    `${MISS_MARK} misses its target. ${EXCUSED_MARK} below 100 only because of audits that fail there by design: is-crawlable on a noindex page, the 404 page's own status.`,
    "LCP and TBT come from Lighthouse's simulated mobile throttling. Sizes are transfer sizes as served (compressed, headers included; 1 kB = 1,024 bytes).",
  ]
  const measured = rows.filter((row) => typeof row.benchmarkIndex === 'number')
  const slow = measured.filter((row) => (row.benchmarkIndex as number) <= SLOW_CPU_BENCHMARK)
  if (slow.length > 0) {
    lines.push(
      `${slow.length} of ${measured.length} pages ran with a CPU benchmark at or under ${SLOW_CPU_BENCHMARK}, where Lighthouse warns that the host is too slow for its CPU throttling: their TBT, LCP and performance score are inflated; sizes, CLS and the other scores are not.`,
    )
  }
  return lines
}

export const TARGET_LINES: Array<[MissKey, string]> = [
  ['performance', `Performance at least ${targets.performance}`],
  ['accessibility', `Accessibility ${targets.accessibility}`],
  ['bestPractices', `Best practices ${targets.bestPractices}`],
  ['seo', `SEO ${targets.seo}`],
  ['cls', `CLS ${targets.cls}`],
  ['lcp', `LCP under ${targets.lcpMs} ms`],
  ['js', `JavaScript at most ${targets.jsKb} kB compressed`],
  ['error', 'Lighthouse completes'],
]

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`
}

/** One line per target: met on every page, or missed on which pages. */
export function targetSummary(rows: readonly AuditRow[], check: TargetCheck): string[] {
  const lines: string[] = []
  for (const [key, title] of TARGET_LINES) {
    const missed = [...new Set(check.misses.filter((miss) => miss.key === key).map((miss) => miss.label))]
    if (key === 'error' && missed.length === 0) continue
    lines.push(
      missed.length === 0
        ? `${title}: met on every page (${rows.length}).`
        : missed.length === rows.length
          ? `${title}: missed on every page (${rows.length}).`
          : `${title}: missed on ${missed.length} of ${rows.length} (${missed.join(', ')}).`,
    )
  }
  return lines
}

function excusedLines(check: TargetCheck): string[] {
  return check.excused.map(
    (excused) => `${excused.label}: ${CATEGORY_LABELS[excused.category]} ${excused.auditId}, ${excused.why}`,
  )
}

/** What the terminal shows: the table, the legend, then every miss with its causes. */
export function formatText(report: AuditReport): string {
  const { check } = report
  const lines = [describeRun(report), '', ...textTable(report.rows, check), '', ...legend(report.rows), '']
  lines.push('Targets:', ...targetSummary(report.rows, check).map((line) => `  ${line}`))
  if (check.excused.length > 0) {
    lines.push('', 'Expected failures (not misses):', ...excusedLines(check).map((line) => `  ${line}`))
  }
  lines.push('', check.misses.length === 0 ? 'All targets met.' : `Misses (${check.misses.length}):`)
  for (const miss of check.misses) {
    lines.push(`  ${miss.label}  ${miss.metric} ${miss.value} (target ${miss.target})`)
    for (const cause of miss.causes) lines.push(`      ${cause}`)
  }
  return lines.join('\n')
}

function routeDetails(row: AuditRow): string[] {
  const lines = [`### ${row.label}`, '']
  if (row.error !== undefined) return [...lines, `Lighthouse error: ${row.error}`, '']
  if (row.lcpElement) lines.push(`- LCP element: \`${describeItem(row.lcpElement).replaceAll('`', "'")}\``)
  const phases = Object.entries(row.lcpPhases).map(([phase, ms]) => `${phase} ${Math.round(ms)} ms`)
  if (phases.length > 0) lines.push(`- LCP phases: ${phases.join(', ')}`)
  const { fcpMs, speedIndexMs } = row.metrics
  lines.push(`- FCP ${formatMs(fcpMs)} ms, Speed Index ${formatMs(speedIndexMs)} ms, ${row.requests} requests`)
  for (const audit of row.failing) {
    const why = expectedFailure(row, audit)
    lines.push(`- ${CATEGORY_LABELS[audit.category]}: ${describeAudit(audit)}${why ? ` (expected: ${why})` : ''}`)
  }
  for (const audit of row.perfDiagnostics) lines.push(`- performance diagnostic: ${describeAudit(audit)}`)
  for (const warning of row.warnings) lines.push(`- Lighthouse warning: ${warning}`)
  return [...lines, '']
}

/** reports/lighthouse/latest.md: the table, the targets, every miss and a detail block per page. */
export function formatMarkdown(report: AuditReport): string {
  const { check } = report
  const lines = ['# Lighthouse audit', '', describeRun(report), '', ...markdownTable(report.rows, check), '']
  lines.push(...legend(report.rows).map((line) => `${line}  `), '', '## Targets', '')
  lines.push(...targetSummary(report.rows, check).map((line) => `- ${line}`), '')
  if (check.misses.length > 0) {
    lines.push('### Misses', '')
    for (const miss of check.misses) {
      lines.push(`- **${miss.label}** ${miss.metric} ${miss.value} (target ${miss.target})`)
      for (const cause of miss.causes) lines.push(`  - ${cause}`)
    }
    lines.push('')
  }
  if (check.excused.length > 0) {
    lines.push('### Expected failures', '', ...excusedLines(check).map((line) => `- ${line}`), '')
  }
  lines.push('## Per page', '')
  for (const row of report.rows) lines.push(...routeDetails(row))
  return `${lines.join('\n').trimEnd()}\n`
}

/** What goes between the README markers: the run, the table, the legend and the target summary. */
export function readmeSection(report: AuditReport): string {
  const { check } = report
  return [
    describeRun(report),
    '',
    ...markdownTable(report.rows, check),
    '',
    ...legend(report.rows).map((line) => `${line}  `),
    '',
    ...targetSummary(report.rows, check).map((line) => `- ${line}`),
  ].join('\n')
}

export const README_START = '<!-- audit:start -->'
export const README_END = '<!-- audit:end -->'

const README_HEADING = '## Performance audit'

/**
 * Replaces what lies between the audit markers with `content`. When the markers are missing, appends a
 * "Performance audit" section at the end, so the setup commands at the top of the README never move.
 */
export function replaceMarkedSection(readme: string, content: string): string {
  const block = `${README_START}\n${content.trim()}\n${README_END}`
  const start = readme.indexOf(README_START)
  const end = readme.indexOf(README_END)
  if (start !== -1 && end > start) {
    return readme.slice(0, start) + block + readme.slice(end + README_END.length)
  }
  if (start !== -1 || end !== -1) throw new Error(`README: found only one of ${README_START} and ${README_END}`)
  const section = `${README_HEADING}\n\n\`npm run audit\` runs Lighthouse (mobile) over every page. Latest run:\n\n${block}\n`
  return `${readme.trimEnd()}\n\n${section}`
}

/** Recomputes the target check, so a report read back from JSON always matches the current targets. */
export function withCheck(report: Omit<AuditReport, 'check'>): AuditReport {
  return { ...report, check: checkTargets(report.rows) }
}
