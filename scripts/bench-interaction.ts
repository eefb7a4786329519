/** Interaction latency (Event Timing durations, as INP uses) in Chromium with a slowed CPU; figures vary by machine. */
import type { Browser, Locator, Page } from '@playwright/test'
import { pathTo } from '../data/routePaths'
import { viewports } from '../tests/e2e/support/site'
import { CPU_SLOWDOWN, firstMember, median, runBrowserBench, settle, withSlowPage } from './bench/browserBench'
import { runIfMain } from './cli'
import { textTable } from './textTable'

// Event Timing reports nothing faster than this (the API's lowest durationThreshold).
const THRESHOLD_MS = 16
const TARGET_MS = 100

/** One interaction after load: `target` found by role and label only, scrolled into view before the measured `act`. */
type Interaction = {
  name: string
  path: string
  /** Default: desktop. */
  viewport?: keyof typeof viewports
  target: (page: Page) => Locator
  act?: (target: Locator) => Promise<void>
}

const interactions: readonly Interaction[] = [
  {
    name: 'type a query in the games search',
    path: pathTo('games'),
    target: (page) => page.getByLabel('Search games'),
    // One key at a time, as typed: the figure is the slowest keystroke.
    act: (search) => search.pressSequentially('pal', { delay: 150 }),
  },
  {
    name: 'switch a Minecraft plan tab',
    path: pathTo('minecraft'),
    target: (page) => page.getByRole('tab', { name: 'Budget' }),
  },
  {
    name: 'step the Intel VPS carousel',
    path: pathTo('vpsIntel'),
    viewport: 'mobile',
    target: (page) => page.getByRole('button', { name: 'Next plans' }),
  },
  {
    name: 'open a team profile (About)',
    path: pathTo('about'),
    target: (page) => page.getByRole('button', { name: firstMember.name, exact: true }),
  },
  {
    name: 'choose a tutorials category',
    path: pathTo('tutorials'),
    target: (page) => page.getByRole('region', { name: 'Categories' }).getByRole('button', { name: /^Minecraft/ }),
  },
  {
    name: 'open the mobile menu',
    path: pathTo('faq'),
    viewport: 'mobile',
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
  },
]

/**
 * In the page, before any of its scripts: the durations of discrete interactions (with an interactionId, as INP
 * counts them) at the lowest threshold the API allows (16 ms; the page cannot see THRESHOLD_MS).
 */
function recordEventTimings(): void {
  const durations: number[] = []
  Object.assign(window, { __eventTimings: durations })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId > 0) durations.push(entry.duration)
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

/**
 * After the action: the slowest interaction recorded since entry `from`. An entry arrives only once its frame has
 * been presented, which on a slowed, busy machine can take seconds, so this polls until entries have stopped
 * arriving; none within 5 s means every event of the action took under the threshold.
 */
function slowestInteraction(page: Page, from: number): Promise<number | undefined> {
  // No named helpers inside: the function runs in the page (see settle).
  return page.evaluate(async (start) => {
    const began = performance.now()
    let seen = 0
    let quietSince = began
    for (;;) {
      const durations = (window as unknown as { __eventTimings: number[] }).__eventTimings.slice(start)
      const now = performance.now()
      if (durations.length !== seen) {
        seen = durations.length
        quietSince = now
      }
      // Done once entries have come and 500 ms have passed without another, or when nothing came in time.
      if (seen > 0 && now - quietSince > 500) return Math.max(...durations)
      if (now - began > 5000) return seen === 0 ? undefined : Math.max(...durations)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }, from)
}

/** One fresh page: load, settle, bring the control into view, settle, act, read the slowest interaction. */
async function measureOnce(browser: Browser, origin: string, interaction: Interaction): Promise<number | undefined> {
  return withSlowPage(browser, interaction.viewport, async ({ page }) => {
    await page.addInitScript(recordEventTimings)
    await page.goto(`${origin}${interaction.path}`, { waitUntil: 'load' })
    await page.evaluate(settle)
    const target = interaction.target(page)
    await target.scrollIntoViewIfNeeded()
    await page.evaluate(settle)
    const from = await page.evaluate(() => (window as unknown as { __eventTimings: unknown[] }).__eventTimings.length)
    await (interaction.act ? interaction.act(target) : target.click())
    return await slowestInteraction(page, from)
  })
}

const formatMs = (value: number | undefined): string =>
  value === undefined ? `<${THRESHOLD_MS}` : String(Math.round(value))

async function measureAll(browser: Browser, origin: string, runs: number): Promise<string> {
  const rows: string[][] = []
  for (const interaction of interactions) {
    const viewport = interaction.viewport ?? 'desktop'
    console.error(`${interaction.name} (${interaction.path}, ${viewport})...`)
    const results: (number | undefined)[] = []
    for (let run = 0; run < runs; run++) results.push(await measureOnce(browser, origin, interaction))
    // Under the threshold counts as 0 for the median, and prints as "<16".
    const medianMs = median(results.map((value) => value ?? 0)) as number
    rows.push([
      interaction.name,
      interaction.path,
      `${viewports[viewport].width} px`,
      formatMs(medianMs < THRESHOLD_MS ? undefined : medianMs),
      results.map(formatMs).join(' '),
      medianMs <= TARGET_MS ? 'yes' : 'NO',
    ])
  }
  const header = ['interaction', 'page', 'viewport', 'median ms', 'runs ms', `≤ ${TARGET_MS} ms`]
  return textTable(header, rows).join('\n')
}

runIfMain(import.meta.url, (argv) =>
  runBrowserBench(
    argv,
    { script: 'bench:interaction', runs: 'fresh page loads per interaction' },
    (runs) =>
      `headless Chromium, CPU ${CPU_SLOWDOWN}× slower (Emulation.setCPUThrottlingRate), Event Timing durations (interactionId > 0, threshold ${THRESHOLD_MS} ms), median of ${runs}`,
    measureAll,
  ),
)
