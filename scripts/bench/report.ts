import { cpus, loadavg } from 'node:os'
import { textTable } from '../textTable'
import type { BuildMeasurement } from './measure'

/** The machine, so a figure is never quoted without it (load average: other builds share the cores). */
export function machine(): string {
  const load = loadavg().map((value) => value.toFixed(2))
  return `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${load.join(' ')}`
}

export type BenchSummary = {
  games: number
  runs: number
  pages: number
  /** Medians over the runs; CPU times are undefined where the system does not report them. */
  totalSeconds: number
  totalCpuSeconds: number | undefined
  prerenderSeconds: number
  pagesPerSecond: number
  prerenderCpuSeconds: number | undefined
  measurements: BuildMeasurement[]
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/** Medians of each figure; pages per second is the median of each run's own rate. */
export function summarise(games: number, measurements: readonly BuildMeasurement[]): BenchSummary {
  const pages = measurements[0]?.pages
  if (pages === undefined) throw new Error('summarise: no measurements')
  if (measurements.some((run) => run.pages !== pages)) throw new Error('summarise: runs built different page counts')
  const medianCpu = (cpu: (number | undefined)[]) =>
    cpu.every((value) => value !== undefined) ? median(cpu as number[]) : undefined
  return {
    games,
    runs: measurements.length,
    pages,
    totalSeconds: median(measurements.map((run) => run.totalSeconds)),
    totalCpuSeconds: medianCpu(measurements.map((run) => run.totalCpuSeconds)),
    prerenderSeconds: median(measurements.map((run) => run.prerenderSeconds)),
    pagesPerSecond: median(measurements.map((run) => run.pages / run.prerenderSeconds)),
    prerenderCpuSeconds: medianCpu(measurements.map((run) => run.prerenderCpuSeconds)),
    measurements: [...measurements],
  }
}

/** One row per summary, as aligned text or as Markdown. */
export function formatTable(summaries: readonly BenchSummary[], markdown = false): string {
  const header = ['N', 'pages', 'total s', 'total CPU s', 'prerender s', 'pages/s (prerender)', 'prerender CPU s']
  const cpu = (seconds: number | undefined) => (seconds === undefined ? 'n/a' : seconds.toFixed(2))
  const rows = summaries.map((summary) => [
    String(summary.games),
    String(summary.pages),
    summary.totalSeconds.toFixed(2),
    cpu(summary.totalCpuSeconds),
    summary.prerenderSeconds.toFixed(2),
    summary.pagesPerSecond.toFixed(0),
    cpu(summary.prerenderCpuSeconds),
    String(summary.runs),
  ])
  return textTable([...header, 'runs'], rows, markdown).join('\n')
}

/** The build's cost as a line through two builds that differ only in pages: intercept (fixed) and slope (per page). */
export type CostModel = {
  /** Pages added between the two builds. */
  extraPages: number
  /** Whole build: seconds it costs with no page at all. */
  fixedSeconds: number
  /** Whole build: milliseconds each further page adds (wall time). */
  marginalMsPerPage: number
  /** The prerender phase alone: milliseconds of wall time each further page adds. */
  marginalPrerenderMsPerPage: number
  /** The prerender phase alone: milliseconds of CPU time each further page adds; undefined off Linux. */
  marginalPrerenderCpuMsPerPage: number | undefined
}

export function costModel(small: BenchSummary, large: BenchSummary): CostModel {
  const extraPages = large.pages - small.pages
  if (extraPages <= 0) throw new Error('costModel: the larger build must have more pages')
  const perPage = (from: number, to: number) => ((to - from) * 1000) / extraPages
  const marginalMsPerPage = perPage(small.totalSeconds, large.totalSeconds)
  return {
    extraPages,
    fixedSeconds: small.totalSeconds - (marginalMsPerPage * small.pages) / 1000,
    marginalMsPerPage,
    marginalPrerenderMsPerPage: perPage(small.prerenderSeconds, large.prerenderSeconds),
    marginalPrerenderCpuMsPerPage:
      small.prerenderCpuSeconds === undefined || large.prerenderCpuSeconds === undefined
        ? undefined
        : perPage(small.prerenderCpuSeconds, large.prerenderCpuSeconds),
  }
}

export function formatCostModel(model: CostModel): string {
  const cpu = model.marginalPrerenderCpuMsPerPage
  return [
    `fixed cost (whole build with no pages): ${model.fixedSeconds.toFixed(2)} s`,
    `marginal cost per page (from ${model.extraPages} extra pages): whole build ${model.marginalMsPerPage.toFixed(2)} ms, ` +
      `prerender ${model.marginalPrerenderMsPerPage.toFixed(2)} ms wall, ${cpu === undefined ? 'n/a' : `${cpu.toFixed(2)} ms`} CPU` +
      ` (${(1000 / model.marginalPrerenderMsPerPage).toFixed(0)} pages/s)`,
  ].join('\n')
}
