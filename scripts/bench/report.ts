import { cpus, loadavg } from 'node:os'

/** The machine, so a figure is never quoted without it (load average: other work shares the cores). */
export function machine(): string {
  const load = loadavg().map((value) => value.toFixed(2))
  return `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${load.join(' ')}`
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}
