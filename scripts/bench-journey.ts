/** The visitor's journey on a mid-range phone (issue 30; what it measures: ABOUT); figures vary with the load. */
import type { Browser, CDPSession, Page } from '@playwright/test'
import { pathTo } from '../data/routePaths'
import * as bench from './bench/browserBench'

/** Lighthouse's Slow 4G (bytes per second), a little kinder: CDP adds the latency per request, not per packet. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 }
/** A touch whose outcome has not shown this long after the page's load event never will: it was lost. */
const LOST_AFTER_LOAD_MS = 10_000
/** How long the pointer rests on a link before the click (what speculation rules' "moderate" eagerness waits for). */
const REST_MS = 300

const TARGETS = { touchMs: 1000, nativeTouchMs: 100, nextPaintMs: 100 }

export const touchScenarios = bench.scenarios.filter((scenario) => scenario.only !== 'interaction')

/** performance.now() of the first touch (its event timeStamp) and of the first animation frame that shows the result. */
type TouchRecord = { armed: boolean; touchAt?: number; resultAt?: number }

/**
 * In the page, before its scripts: at the first trusted pointerdown or keydown once `armed` (on window, capturing,
 * before any listener of the page), looks at the page, then again in each animation frame, before it paints.
 */
function recordTouch(look: () => unknown, shown: (now: unknown, atTouch: unknown) => boolean, armed: boolean): void {
  const record: TouchRecord = { armed }
  Object.assign(window, { __journeyTouch: record })
  let atTouch: unknown
  // A look that fails (the page still being parsed or rebuilt) sees nothing; the next frame looks again.
  const check = () => {
    try {
      const now = look()
      if (now !== undefined && shown(now, atTouch)) record.resultAt = performance.now()
    } catch {}
    if (record.resultAt === undefined) requestAnimationFrame(check)
  }
  const onTouch = (event: Event) => {
    if (!event.isTrusted || !record.armed || record.touchAt !== undefined) return
    record.touchAt = event.timeStamp
    try {
      atTouch = look()
    } catch {}
    requestAnimationFrame(check)
  }
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, onTouch, { capture: true })
}

/** The init script for one scenario; it brings a stand-in for the `__name` helper tsx wraps named functions in. */
export function touchRecorderScript(scenario: bench.TouchScenario): string {
  const shown = scenario.shown?.toString() ?? '(now) => now === true'
  return `(() => { const __name = (f) => f; (${recordTouch})(${scenario.look}, ${shown}, ${!scenario.prepare}) })()`
}

/** Links a visitor rests the pointer on, then clicks, on a loaded, settled page; `reveal` (not measured) shows one. */
const linkScenarios = [
  {
    name: 'home → a featured game',
    from: pathTo('home'),
    to: pathTo('minecraft'),
    link: (page: Page, to: string) => page.getByRole('main').locator(`a[href="${to}"]`).first(),
  },
  {
    name: 'game page → all games (footer)',
    from: pathTo('minecraft'),
    to: pathTo('games'),
    link: (page: Page) => page.getByRole('contentinfo').getByRole('link', { name: 'All games' }),
  },
  {
    name: 'header menu → About',
    from: pathTo('games'),
    to: pathTo('about'),
    reveal: (page: Page) =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Learn' }).click(),
    link: (page: Page, to: string) => page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${to}"]`),
  },
]

/**
 * In the new page: its first contentful paint in ms since 1970 (like the click's), or its activation if prerendered by
 * speculation rules, as web-vitals counts; `deliveryType` is 'navigational-prefetch' for a page they fetched ahead.
 */
function nextPaint(): Promise<{ fcpAt: number; activationStart: number; deliveryType: string }> {
  return new Promise((resolve, reject) => {
    // page.evaluate has no timeout of its own: a page that never paints fails the run instead of stalling it.
    setTimeout(() => reject(new Error('the next page made no first contentful paint within 30 s')), 30_000)
    new PerformanceObserver((list, observer) => {
      const fcp = list.getEntriesByName('first-contentful-paint')[0]
      if (!fcp) return
      observer.disconnect()
      const navigation = performance.getEntriesByType('navigation')[0] as
        | (PerformanceNavigationTiming & { activationStart?: number; deliveryType?: string })
        | undefined
      const activationStart = navigation?.activationStart ?? 0
      resolve({
        fcpAt: performance.timeOrigin + Math.max(fcp.startTime, activationStart),
        activationStart,
        deliveryType: navigation?.deliveryType ?? '',
      })
    }).observe({ type: 'paint', buffered: true })
  })
}

/** Slow 4G on top of the slowed CPU, and no cache for the first load (the context is fresh as well). */
async function throttleNetwork(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
}

/** In the loaded page, once the result shows or after `lostAfterMs` (lost): the run, in ms since navigation start. */
async function readTouch({ visibleAt, lostAfterMs }: { visibleAt: number; lostAfterMs: number }) {
  const record = (window as unknown as { __journeyTouch: TouchRecord }).__journeyTouch
  const giveUpAt = performance.now() + lostAfterMs
  while (record.resultAt === undefined && performance.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const { touchAt, resultAt } = record
  return {
    resultMs: touchAt === undefined || resultAt === undefined ? undefined : resultAt - touchAt,
    visibleAt: visibleAt - performance.timeOrigin, // the driver's clock is the system's, like the page's
    touchedAt: touchAt,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart,
  }
}

async function touchOnce(browser: Browser, origin: string, scenario: bench.TouchScenario) {
  return bench.withSlowPage(browser, scenario.viewport, async ({ page, cdp }) => {
    await throttleNetwork(cdp)
    await page.addInitScript(touchRecorderScript(scenario))
    // Only until the response starts: the touch waits for its control to be visible, not for the page to load.
    await page.goto(`${origin}${scenario.path}`, { waitUntil: 'commit' })
    const control = scenario.control(page)
    await control.waitFor({ state: 'visible' })
    const visibleAt = Date.now()
    if (scenario.prepare) {
      await scenario.prepare(page)
      await page.evaluate('__journeyTouch.armed = true') // from now on the next touch counts
    }
    // Keys as fast as the driver sends them: the figure is the site's, not a typist's.
    await (scenario.typed ? control.pressSequentially(scenario.typed) : control.click())
    await page.waitForLoadState('load')
    const run = await page.evaluate(readTouch, { visibleAt, lostAfterMs: LOST_AFTER_LOAD_MS })
    if (run.touchedAt === undefined) throw new Error('the page saw no pointerdown or keydown from the touch')
    return run
  })
}

/** One run of a link: click to the next page's first contentful paint, and how that page came (for the reader). */
async function linkOnce(browser: Browser, origin: string, scenario: (typeof linkScenarios)[number]) {
  return bench.withSlowPage(browser, undefined, async ({ page, cdp }) => {
    await throttleNetwork(cdp)
    let clickedAt: number | undefined
    await page.exposeFunction('__journeyClicked', (at: number) => {
      clickedAt ??= at
    })
    // In the old page, before its scripts: the click's absolute time, handed over as the click happens.
    await page.addInitScript(() =>
      addEventListener(
        'click',
        (event) =>
          event.isTrusted && Reflect.get(window, '__journeyClicked')?.(performance.timeOrigin + event.timeStamp),
        { capture: true },
      ),
    )
    await page.goto(`${origin}${scenario.from}`, { waitUntil: 'load' })
    // Loaded and settled: the page script has run (it marks <html data-ready>; it and the islands' code are fetched
    // after the first paint and the load event), or a menu could still be enhanced (and close) under the pointer.
    await page.locator('html[data-ready]').waitFor({ state: 'attached' })
    await page.evaluate(bench.settle)
    // Only the first load goes without the cache: the next page finds the files the two share, as a visitor's would.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false })
    await scenario.reveal?.(page)
    const link = scenario.link(page, scenario.to)
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

const ms = (value: number | undefined): string => (value === undefined ? 'n/a' : String(Math.round(value)))
const met = (ok: boolean): string => (ok ? 'yes' : 'NO')

const TOUCH_HEADER =
  'touch → result, page, viewport, median ms, runs ms, lost, FCP, visible, touched, load, target, met'.split(', ')
const LINK_HEADER = 'click → next FCP, from, to, median ms, runs ms, prefetched, prerendered, target, met'.split(', ')

const NOTES = [
  'touch → result: from the first pointerdown or keydown of the touch (its event timeStamp) to the first animation frame whose page shows the outcome; median of the runs not lost.',
  `lost: no outcome by ${LOST_AFTER_LOAD_MS / 1000} s after the load event. FCP, visible (the control, as the driver saw it), touched, load (event start): medians in ms since the navigation started.`,
  `click → next FCP: from the click (after resting ${REST_MS} ms on the link, on a page loaded and idle) to the next page's first contentful paint, or its activation if prerendered.`,
  `Targets: touch → result ≤ ${TARGETS.touchMs.toLocaleString('en')} ms median (≤ ${TARGETS.nativeTouchMs} ms where native), 0 lost; click → next FCP ≤ ${TARGETS.nextPaintMs} ms median.`,
]

/** Both tables, the runs that failed outright (a control that never showed, a link that led elsewhere), the notes. */
async function measureAll(browser: Browser, origin: string, runs: number): Promise<string[]> {
  const failed: string[] = []
  // A run that fails is noted, and counts as a touch lost or a link failed.
  const noteFailure = (name: string, run: number) => (error: unknown) =>
    void failed.push(`- ${name}, run ${run + 1}: ${(error as Error).message.split('\n')[0]}`)
  const touchTable = await bench.measureTable(
    TOUCH_HEADER,
    touchScenarios,
    runs,
    (scenario) => scenario.path,
    (scenario, run) => touchOnce(browser, origin, scenario).catch(noteFailure(scenario.name, run)),
    (scenario, results) => {
      const medianMs = bench.median(results.map((result) => result?.resultMs))
      const lost = results.filter((result) => result?.resultMs === undefined).length
      return [
        scenario.name,
        scenario.path,
        bench.widthOf(scenario.viewport),
        ms(medianMs),
        results.map((result) => (result?.resultMs === undefined ? 'lost' : ms(result.resultMs))).join(' '),
        `${lost}/${runs}`,
        ...(['fcp', 'visibleAt', 'touchedAt', 'load'] as const).map((key) =>
          ms(bench.median(results.map((result) => result?.[key]))),
        ),
        `≤ ${TARGETS.touchMs.toLocaleString('en')} ms, 0 lost`,
        met(lost === 0 && medianMs !== undefined && medianMs <= TARGETS.touchMs),
      ]
    },
  )
  const linkTable = await bench.measureTable(
    LINK_HEADER,
    linkScenarios,
    runs,
    (scenario) => `${scenario.from} → ${scenario.to}`,
    (scenario, run) => linkOnce(browser, origin, scenario).catch(noteFailure(scenario.name, run)),
    (scenario, results) => {
      const medianMs = bench.median(results.map((result) => result?.ms))
      return [
        scenario.name,
        scenario.from,
        scenario.to,
        ms(medianMs),
        results.map((result) => (result === undefined ? 'failed' : ms(result.ms))).join(' '),
        `${results.filter((result) => result?.prefetched).length}/${runs}`,
        `${results.filter((result) => result?.prerendered).length}/${runs}`,
        `≤ ${TARGETS.nextPaintMs} ms`,
        met(medianMs !== undefined && medianMs <= TARGETS.nextPaintMs),
      ]
    },
  )
  return [
    ...touchTable,
    '',
    ...linkTable,
    ...(failed.length > 0 ? ['', 'Failed runs (a touch counts as lost, a link as failed):', ...failed] : []),
    '',
    ...NOTES,
  ]
}

const SETTINGS = `headless Chromium, Slow 4G (${SLOW_4G.latency} ms round trip, 1.6 Mbit/s down, 750 kbit/s up, Network.emulateNetworkConditions), CPU ${bench.CPU_SLOWDOWN}× slower (Emulation.setCPUThrottlingRate), a fresh context per run`

const ABOUT = [`${SETTINGS}.`, ...NOTES].join('\n')

bench.runBrowserBench(
  import.meta.url,
  { script: 'bench:journey', runs: 'fresh page loads per touch and per link', about: ABOUT },
  SETTINGS,
  measureAll,
)
