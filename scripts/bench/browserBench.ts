/** What the benchmarks in a browser share: their options, the site they serve and the Chromium they drive. */
import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test'
import { chromePath, chromiumArgs } from '../../playwright.config'
import { defaultSiteDir } from '../cli'
import { startPreview } from '../preview'
import { VIEWPORTS } from './interactions'

export const browserBenchOptions = {
  runs: { type: 'string' },
  'base-url': { type: 'string' },
  dir: { type: 'string', default: defaultSiteDir() },
  json: { type: 'boolean', default: false },
} as const

/** The usage text of a browser benchmark; `runs` says what one run is, `about` (optional) what it measures. */
export function browserBenchUsage(script: string, runs: string, about?: string): string {
  return `Usage: npm run ${script} -- [--runs N] [--base-url URL] [--dir PATH] [--json]
${about ? `\n${about}\n` : ''}
  --runs <N>        ${runs}; the figure is the median (default 5)
  --base-url <URL>  measure an already running server instead of serving the build
  --dir <PATH>      built site to serve (default: dist/client, or $OUT_DIR/client)
  --json            print JSON instead of the table`
}

/**
 * Serves the build through the static-host emulator (unless `base-url` names a server), launches the browser
 * tests' Chromium with their flags (playwright.config.ts), so both see the site the same way, and closes both
 * after `measure`. `measure` gets the origin without a trailing slash.
 */
export async function withSiteAndBrowser<T>(
  values: { dir: string; 'base-url'?: string },
  measure: (browser: Browser, origin: string) => Promise<T>,
): Promise<T> {
  const preview = values['base-url'] ? undefined : await startPreview({ dir: values.dir })
  try {
    const origin = (values['base-url'] ?? preview?.url ?? '').replace(/\/$/, '')
    const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
    try {
      return await measure(browser, origin)
    } finally {
      await browser.close()
    }
  } finally {
    await preview?.close()
  }
}

/** The CPU slowdown of every browser benchmark: a mid-range phone, as Lighthouse's mobile runs assume. */
export const CPU_SLOWDOWN = 4

export type BenchPage = { page: Page; cdp: CDPSession }

/**
 * Runs `use` on a page of a fresh context (nothing cached, nothing stored) with the CPU slowed `CPU_SLOWDOWN`
 * times, and closes the context after it. Every step is bounded, so one stuck page fails the run instead of
 * stalling it.
 */
export async function withSlowPage<T>(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS,
  use: (bench: BenchPage) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] })
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
