/** What the scripts driving a browser share (the benchmarks, screenshots): the site served and the Chromium. */
import { cpus, loadavg } from 'node:os'
import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test'
import { teamMembers } from '../../data/team'
import { chromePath, chromiumArgs } from '../../playwright.config'
import { viewports } from '../../tests/e2e/support/site'
import { defaultSiteDir, parseCli, wholeNumber } from '../cli'
import { startPreview } from '../preview'

/** The CPU slowdown of every browser benchmark: a mid-range phone, as Lighthouse's mobile runs assume. */
export const CPU_SLOWDOWN = 4

const first = teamMembers[0]
if (!first) throw new Error('data/team.ts lists no team member')
/** The About page's first team card, whose profile both the interaction and the journey benchmarks open. */
export const firstMember = first

/** The machine, so a figure is never quoted without it (load average: other work shares the cores). */
function machine(): string {
  const load = loadavg().map((value) => value.toFixed(2))
  return `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${load.join(' ')}`
}

/** The median of the known values; undefined when there are none. */
export function median(values: readonly (number | undefined)[]): number | undefined {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  if (sorted.length % 2 === 1) return sorted[middle]
  return sorted.length === 0 ? undefined : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

/**
 * Serves the build through the static-host emulator and launches the browser tests' Chromium with their flags
 * (playwright.config.ts), so both see the site as the tests do; closes both after `use`, which gets the origin
 * without a trailing slash.
 */
export async function withSiteAndBrowser<T>(use: (browser: Browser, origin: string) => Promise<T>): Promise<T> {
  const preview = await startPreview({ dir: defaultSiteDir() })
  try {
    const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
    try {
      return await use(browser, preview.url.replace(/\/$/, ''))
    } finally {
      await browser.close()
    }
  } finally {
    await preview.close()
  }
}

/** A browser benchmark's command: prints `measure`'s report under the settings and the machine's load before and after. */
export async function runBrowserBench(
  argv: readonly string[],
  usage: { script: string; runs: string; about?: string },
  settings: (runs: number) => string,
  measure: (browser: Browser, origin: string, runs: number) => Promise<string>,
): Promise<number> {
  const values = parseCli(
    argv,
    { runs: { type: 'string' } },
    `Usage: npm run ${usage.script} -- [--runs N]
${usage.about ? `\n${usage.about}\n` : ''}
  --runs <N>        ${usage.runs}; the figure is the median (default 5)`,
  )
  if (typeof values === 'number') return values
  const runs = wholeNumber('runs', values.runs, 5, 1, 25)
  const before = machine()
  const report = await withSiteAndBrowser((browser, origin) => measure(browser, origin, runs))
  console.log(`\n${settings(runs)}\nbefore: ${before}\nafter:  ${machine()}\n`)
  console.log(report)
  return 0
}

/**
 * Runs `use` on a page of a fresh context (nothing cached or stored; desktop unless `viewport` says) with the CPU
 * slowed `CPU_SLOWDOWN` times. Every step is bounded, so one stuck page fails the run instead of stalling it.
 */
export async function withSlowPage<T>(
  browser: Browser,
  viewport: keyof typeof viewports | undefined,
  use: (bench: { page: Page; cdp: CDPSession }) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport: viewports[viewport ?? 'desktop'] })
  try {
    context.setDefaultTimeout(60_000)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    return await use({ page, cdp })
  } finally {
    await context.close()
  }
}

/**
 * Waits for the main thread to be idle twice over (after load, hydration and any idle-time work). Runs in the
 * page, so it declares no named helpers (the TypeScript loader would wrap them in a helper the page lacks).
 */
export async function settle(): Promise<void> {
  for (let round = 0; round < 2; round++) {
    await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 }))
  }
}
