/**
 * The visitor's journey on a mid-range phone (issue 30): headless Chromium under Slow 4G with the CPU slowed 4×.
 * (a) Each island's first touch, made as soon as its control shows, to the outcome on screen, and how many of those
 * touches were lost. (b) A click on an internal link, after the pointer has rested on it, to the next page's first
 * contentful paint. A benchmark that prints figures and targets, not a test; figures vary with the machine's load.
 */
import { type Browser, errors, type Page } from '@playwright/test'
import { viewports } from '../tests/e2e/support/site'
import { type BenchPage, CPU_SLOWDOWN, median, runBrowserBench, settle, withSlowPage } from './bench/browserBench'
import {
  type LinkScenario,
  linkScenarios,
  nextPaint,
  reportClicks,
  type TouchRecord,
  type TouchScenario,
  touchRecorderScript,
  touchScenarios,
} from './bench/journeys'
import { runIfMain } from './cli'
import { textTable } from './textTable'

/**
 * Slow 4G as Lighthouse and the issue name it: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (CDP takes bytes
 * per second). CDP adds the latency once per request rather than per packet, so this is a little kinder than a
 * real Slow 4G link.
 */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 }
/** A touch whose outcome has not shown this long after the page's load event never will: it was lost. */
const LOST_AFTER_LOAD_MS = 10_000
/** How long the pointer rests on a link before the click (what speculation rules' "moderate" eagerness waits for). */
const REST_MS = 300

const TARGETS = { touchMs: 1000, nativeTouchMs: 100, nextPaintMs: 100 }
const TARGETS_TEXT = `Targets: touch → result ≤ ${TARGETS.touchMs.toLocaleString('en')} ms median (≤ ${TARGETS.nativeTouchMs} ms where native), 0 lost; click → next FCP ≤ ${TARGETS.nextPaintMs} ms median.`

const ABOUT = `Serves the build and measures, in headless Chromium under Slow 4G with the CPU slowed 4×: each island's first
touch, made as soon as its control is visible, to its visible result, and how many touches were lost; and the
click on three internal links, after a ${REST_MS} ms rest on each, to the next page's first contentful paint.
${TARGETS_TEXT}`

/** Slow 4G on top of the slowed CPU, and no cache for the first load (the context is fresh as well). */
async function throttleNetwork({ cdp }: BenchPage): Promise<void> {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
}

/** One run of a touch, in ms since the page's navigation started; `resultMs` is missing when the touch was lost. */
type TouchRun = {
  resultMs?: number
  /** When the driver first saw the control visible (its clock and the page's are both the system's). */
  visibleAt?: number
  touchedAt?: number
  fcp?: number
  load?: number
  error?: string
}

/** The page's own record of the touch (see recordTouch), its first contentful paint and load event. */
function readTouch(): TouchRecord & { timeOrigin: number; fcp?: number; load?: number } {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  return {
    ...(window as unknown as { __journeyTouch: TouchRecord }).__journeyTouch,
    timeOrigin: performance.timeOrigin,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    load: navigation?.loadEventStart,
  }
}

async function touchOnce(browser: Browser, origin: string, scenario: TouchScenario): Promise<TouchRun> {
  return withSlowPage(browser, scenario.viewport, async (bench) => {
    const { page } = bench
    await throttleNetwork(bench)
    await page.addInitScript(touchRecorderScript(scenario))
    // Only until the response starts: the touch waits for its control to be visible, not for the page to load.
    await page.goto(`${origin}${scenario.path}`, { waitUntil: 'commit' })
    const control = scenario.control(page)
    await control.waitFor({ state: 'visible' })
    const visibleAt = Date.now()
    if (scenario.prepare) {
      await scenario.prepare(page)
      // From now on the next touch counts.
      await page.evaluate(() =>
        Object.assign((window as unknown as { __journeyTouch: object }).__journeyTouch, { armed: true }),
      )
    }
    await (scenario.touch ? scenario.touch(control) : control.click())
    await page.waitForLoadState('load')
    await page
      .waitForFunction(
        () => (window as unknown as { __journeyTouch: TouchRecord }).__journeyTouch.resultAt !== undefined,
        undefined,
        { timeout: LOST_AFTER_LOAD_MS, polling: 100 },
      )
      .catch((error: unknown) => {
        if (!(error instanceof errors.TimeoutError)) throw error
      })
    const { touchAt, resultAt, timeOrigin, fcp, load } = await page.evaluate(readTouch)
    if (touchAt === undefined) throw new Error('the page saw no pointerdown or keydown from the touch')
    return {
      resultMs: resultAt === undefined ? undefined : resultAt - touchAt,
      visibleAt: visibleAt - timeOrigin,
      touchedAt: touchAt,
      fcp,
      load,
    }
  })
}

/**
 * Counts the page's requests in flight from now on; the function returned resolves once none has been in flight
 * for `quietMs` (Playwright's "networkidle" fires once per navigation, and may fire before the page's code is asked
 * for).
 */
function watchNetwork(page: Page): (quietMs: number) => Promise<void> {
  let inFlight = 0
  let changedAt = Date.now()
  const change = (by: number) => () => {
    inFlight += by
    changedAt = Date.now()
  }
  page.on('request', change(1))
  page.on('requestfinished', change(-1))
  page.on('requestfailed', change(-1))
  return async (quietMs) => {
    // Bounded, like every step: a page that never goes quiet is measured as it is after 30 s.
    const giveUpAt = Date.now() + 30_000
    while ((inFlight > 0 || Date.now() - changedAt < quietMs) && Date.now() < giveUpAt) {
      await new Promise((wait) => setTimeout(wait, 100))
    }
  }
}

/** One run of a link: click to the next page's first contentful paint, and how that page came (for the reader). */
type LinkRun = { ms?: number; prefetched?: boolean; prerendered?: boolean; error?: string }

async function linkOnce(browser: Browser, origin: string, scenario: LinkScenario): Promise<LinkRun> {
  return withSlowPage(browser, scenario.viewport, async (bench) => {
    const { page, cdp } = bench
    await throttleNetwork(bench)
    let clickedAt: number | undefined
    await page.exposeFunction('__journeyClicked', (at: number) => {
      clickedAt ??= at
    })
    await page.addInitScript(reportClicks)
    const quiet = watchNetwork(page)
    await page.goto(`${origin}${scenario.from}`, { waitUntil: 'load' })
    // Loaded and settled: the page's code is fetched after its first paint and the load event, so both have come and
    // the network has gone quiet, or a menu could still be enhanced (and close) under the resting pointer.
    await page.evaluate(nextPaint)
    await quiet(1000)
    await page.evaluate(settle)
    // Only the first load goes without the cache: the next page finds the files the two share, as a visitor's would.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false })
    await scenario.reveal?.(page)
    const link = scenario.link(page)
    await link.hover()
    await page.waitForTimeout(REST_MS)
    await link.click()
    await page.waitForURL((url) => url.pathname === scenario.to, { waitUntil: 'commit' })
    const paint = await page.evaluate(nextPaint)
    if (clickedAt === undefined) throw new Error('the old page did not report the click')
    return {
      ms: paint.fcpAt - clickedAt,
      prefetched: paint.deliveryType === 'navigational-prefetch',
      prerendered: paint.activationStart > 0,
    }
  })
}

/** Runs `once` `runs` times; a run that fails is kept as an error (and for a touch, counted as lost). */
async function repeat<T extends { error?: string }>(runs: number, once: () => Promise<T>): Promise<T[]> {
  const results: T[] = []
  for (let run = 0; run < runs; run++) {
    results.push(await once().catch((error: unknown) => ({ error: (error as Error).message.split('\n')[0] }) as T))
  }
  return results
}

const ms = (value: number | undefined): string => (value === undefined ? 'n/a' : String(Math.round(value)))
const met = (ok: boolean): string => (ok ? 'yes' : 'NO')

function touchCells(scenario: TouchScenario, runs: readonly TouchRun[]): string[] {
  const medianMs = median(runs.map((run) => run.resultMs))
  const lost = runs.filter((run) => run.resultMs === undefined).length
  const targetMs = scenario.native ? TARGETS.nativeTouchMs : TARGETS.touchMs
  const medianMsOf = (key: 'fcp' | 'visibleAt' | 'touchedAt' | 'load') => ms(median(runs.map((run) => run[key])))
  return [
    scenario.name,
    scenario.path,
    `${viewports[scenario.viewport ?? 'desktop'].width} px`,
    ms(medianMs),
    runs.map((run) => (run.resultMs === undefined ? 'lost' : ms(run.resultMs))).join(' '),
    `${lost}/${runs.length}`,
    medianMsOf('fcp'),
    medianMsOf('visibleAt'),
    medianMsOf('touchedAt'),
    medianMsOf('load'),
    `≤ ${targetMs.toLocaleString('en')} ms, 0 lost`,
    met(lost === 0 && medianMs !== undefined && medianMs <= targetMs),
  ]
}

function linkCells(scenario: LinkScenario, runs: readonly LinkRun[]): string[] {
  const medianMs = median(runs.map((run) => run.ms))
  return [
    scenario.name,
    scenario.from,
    scenario.to,
    ms(medianMs),
    runs.map((run) => (run.ms === undefined ? 'failed' : ms(run.ms))).join(' '),
    `${runs.filter((run) => run.prefetched).length}/${runs.length}`,
    `${runs.filter((run) => run.prerendered).length}/${runs.length}`,
    `≤ ${TARGETS.nextPaintMs} ms`,
    met(medianMs !== undefined && medianMs <= TARGETS.nextPaintMs),
  ]
}

const TOUCH_HEADER =
  'touch → result, page, viewport, median ms, runs ms, lost, FCP, visible, touched, load, target, met'.split(', ')
const LINK_HEADER = 'click → next FCP, from, to, median ms, runs ms, prefetched, prerendered, target, met'.split(', ')

const NOTES = [
  'touch → result: from the first pointerdown or keydown of the touch (its event timeStamp) to the first animation frame whose page shows the outcome; median of the runs not lost.',
  `lost: no outcome by ${LOST_AFTER_LOAD_MS / 1000} s after the load event. FCP, visible (the control, as the driver saw it), touched, load (event start): medians in ms since the navigation started.`,
  `click → next FCP: from the click (after resting ${REST_MS} ms on the link, on a page loaded and idle) to the next page's first contentful paint, or its activation if prerendered.`,
  TARGETS_TEXT,
]

/** Both tables, the runs that failed outright (a control that never showed, a link that led elsewhere), the notes. */
async function measureAll(browser: Browser, origin: string, runs: number): Promise<string> {
  const touchRows: string[][] = []
  const linkRows: string[][] = []
  const failed: string[] = []
  const noteFailures = (name: string, results: readonly { error?: string }[]) =>
    failed.push(...results.flatMap((run, index) => (run.error ? [`- ${name}, run ${index + 1}: ${run.error}`] : [])))
  for (const scenario of touchScenarios) {
    console.error(`${scenario.name} (${scenario.path})...`)
    const results = await repeat(runs, () => touchOnce(browser, origin, scenario))
    touchRows.push(touchCells(scenario, results))
    noteFailures(scenario.name, results)
  }
  for (const scenario of linkScenarios) {
    console.error(`${scenario.name} (${scenario.from} → ${scenario.to})...`)
    const results = await repeat(runs, () => linkOnce(browser, origin, scenario))
    linkRows.push(linkCells(scenario, results))
    noteFailures(scenario.name, results)
  }
  return [
    ...textTable(TOUCH_HEADER, touchRows),
    '',
    ...textTable(LINK_HEADER, linkRows),
    ...(failed.length > 0 ? ['', 'Failed runs (a touch counts as lost, a link as failed):', ...failed] : []),
    '',
    ...NOTES,
  ].join('\n')
}

runIfMain(import.meta.url, (argv) =>
  runBrowserBench(
    argv,
    { script: 'bench:journey', runs: 'fresh page loads per touch and per link', about: ABOUT },
    (runs) =>
      `headless Chromium, Slow 4G (${SLOW_4G.latency} ms round trip, 1.6 Mbit/s down, 750 kbit/s up, Network.emulateNetworkConditions), CPU ${CPU_SLOWDOWN}× slower (Emulation.setCPUThrottlingRate), a fresh context per run, median of ${runs}`,
    measureAll,
  ),
)
