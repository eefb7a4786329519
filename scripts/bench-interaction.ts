/** Interaction latency (Event Timing durations, as INP uses) in Chromium with a slowed CPU; figures vary by machine. */
import type { Browser } from '@playwright/test'
import * as bench from './bench/browserBench'

// Event Timing reports nothing faster than this (the API's lowest durationThreshold).
const THRESHOLD_MS = 16
const TARGET_MS = 100

/** In the page, right before the touch: records the durations of discrete interactions (an interactionId, as INP). */
function recordEventTimings(threshold: number): void {
  const durations: number[] = []
  Object.assign(window, { __eventTimings: durations })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId > 0) durations.push(entry.duration)
    }
  }).observe({ type: 'event', durationThreshold: threshold } as PerformanceObserverInit)
}

/**
 * In the page, after the touch: the slowest interaction recorded. Entries arrive once their frame is presented (seconds
 * on a slowed, busy machine): polls until none came for 500 ms; none in 5 s: all under the threshold. No named helpers.
 */
async function slowestInteraction(): Promise<number | undefined> {
  const durations = (window as unknown as { __eventTimings: number[] }).__eventTimings
  const began = performance.now()
  let seen = 0
  let quietSince = began
  for (;;) {
    const now = performance.now()
    if (durations.length !== seen) {
      seen = durations.length
      quietSince = now
    }
    if ((seen > 0 && now - quietSince > 500) || now - began > 5000) return seen > 0 ? Math.max(...durations) : undefined
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function measureOnce(browser: Browser, origin: string, scenario: bench.TouchScenario) {
  return bench.withSlowPage(browser, scenario.viewport, async ({ page }) => {
    await page.goto(`${origin}${scenario.path}`, { waitUntil: 'load' })
    await page.evaluate(bench.settle)
    const control = scenario.control(page)
    await control.scrollIntoViewIfNeeded()
    await page.evaluate(bench.settle)
    await page.evaluate(recordEventTimings, THRESHOLD_MS)
    // One key at a time, as typed: the figure is the slowest keystroke.
    await (scenario.typed ? control.pressSequentially(scenario.typed, { delay: 150 }) : control.click())
    return await page.evaluate(slowestInteraction)
  })
}

const formatMs = (value: number | undefined): string =>
  value === undefined ? `<${THRESHOLD_MS}` : String(Math.round(value))

bench.runBrowserBench(
  import.meta.url,
  { script: 'bench:interaction', runs: 'fresh page loads per interaction' },
  `headless Chromium, CPU ${bench.CPU_SLOWDOWN}× slower (Emulation.setCPUThrottlingRate), Event Timing durations (interactionId > 0, threshold ${THRESHOLD_MS} ms)`,
  (browser, origin, runs) =>
    bench.measureTable(
      ['interaction', 'page', 'viewport', 'median ms', 'runs ms', `≤ ${TARGET_MS} ms`],
      bench.scenarios.filter((scenario) => scenario.only !== 'journey'),
      runs,
      (scenario) => `${scenario.path}, ${scenario.viewport ?? 'desktop'}`,
      (scenario) => measureOnce(browser, origin, scenario),
      (scenario, results) => {
        // Under the threshold counts as 0 for the median, and prints as "<16".
        const medianMs = bench.median(results.map((value) => value ?? 0)) as number
        return [
          scenario.name,
          scenario.path,
          bench.widthOf(scenario.viewport),
          formatMs(medianMs < THRESHOLD_MS ? undefined : medianMs),
          results.map(formatMs).join(' '),
          medianMs <= TARGET_MS ? 'yes' : 'NO',
        ]
      },
    ),
)
