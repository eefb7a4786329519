/**
 * The visitor's journey on a mid-range phone (issue 30): headless Chromium under Slow 4G with the CPU slowed 4×.
 * (a) Each island's first touch, made as soon as its control shows, to the outcome on screen, and how many of those
 * touches were lost. (b) A click on an internal link, after the pointer has rested on it, to the next page's first
 * contentful paint. A benchmark that prints figures and targets, not a test; figures vary with the machine's load.
 */
import { type Browser, errors, type Page } from '@playwright/test'
import {
  type BenchPage,
  browserBenchOptions,
  browserBenchUsage,
  CPU_SLOWDOWN,
  withSiteAndBrowser,
  withSlowPage,
} from './bench/browserBench'
import { settle, VIEWPORTS } from './bench/interactions'
import {
  armTouchRecorder,
  type LinkScenario,
  linkScenarios,
  nextPaint,
  reportClicks,
  type TouchRecord,
  type TouchScenario,
  touchRecorderScript,
  touchScenarios,
} from './bench/journeys'
import { machine, median } from './bench/report'
import { parseCli, runIfMain, wholeNumber } from './cli'
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

const USAGE = browserBenchUsage(
  'bench:journey',
  'fresh page loads per touch and per link',
  `Serves the build and measures, in headless Chromium under Slow 4G with the CPU slowed 4×: each island's first
touch, made as soon as its control is visible, to its visible result, and how many touches were lost; and the
click on three internal links, after a ${REST_MS} ms rest on each, to the next page's first contentful paint.
${TARGETS_TEXT}`,
)

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
      await armTouchRecorder(page)
    }
    await scenario.touch(control)
    await page.waitForLoadState('load')
    const shown = await page
      .waitForFunction(
        () => (window as unknown as { __journeyTouch: TouchRecord }).__journeyTouch.resultAt !== undefined,
        undefined,
        { timeout: LOST_AFTER_LOAD_MS, polling: 100 },
      )
      .then(
        () => true,
        (error: unknown) => {
          if (error instanceof errors.TimeoutError) return false
          throw error
        },
      )
    const { touchAt, resultAt, timeOrigin, fcp, load } = await page.evaluate(readTouch)
    if (touchAt === undefined) throw new Error('the page saw no pointerdown or keydown from the touch')
    return {
      resultMs: shown && resultAt !== undefined ? resultAt - touchAt : undefined,
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

const medianOf = (values: readonly (number | undefined)[]): number | undefined => {
  const known = values.filter((value): value is number => value !== undefined)
  return known.length === 0 ? undefined : median(known)
}

type TouchRow = {
  name: string
  path: string
  viewport: string
  targetMs: number
  medianMs?: number
  lost: number
  runs: TouchRun[]
  medianFcp?: number
  medianVisibleAt?: number
  medianTouchedAt?: number
  medianLoad?: number
}

function touchRow(scenario: TouchScenario, runs: TouchRun[]): TouchRow {
  return {
    name: scenario.name,
    path: scenario.path,
    viewport: `${VIEWPORTS[scenario.viewport].width} px`,
    targetMs: scenario.native ? TARGETS.nativeTouchMs : TARGETS.touchMs,
    medianMs: medianOf(runs.map((run) => run.resultMs)),
    lost: runs.filter((run) => run.resultMs === undefined).length,
    runs,
    medianFcp: medianOf(runs.map((run) => run.fcp)),
    medianVisibleAt: medianOf(runs.map((run) => run.visibleAt)),
    medianTouchedAt: medianOf(runs.map((run) => run.touchedAt)),
    medianLoad: medianOf(runs.map((run) => run.load)),
  }
}

type LinkRow = {
  name: string
  from: string
  to: string
  medianMs?: number
  prefetched: number
  prerendered: number
  runs: LinkRun[]
}

function linkRow(scenario: LinkScenario, runs: LinkRun[]): LinkRow {
  return {
    name: scenario.name,
    from: scenario.from,
    to: scenario.to,
    medianMs: medianOf(runs.map((run) => run.ms)),
    prefetched: runs.filter((run) => run.prefetched).length,
    prerendered: runs.filter((run) => run.prerendered).length,
    runs,
  }
}

const ms = (value: number | undefined): string => (value === undefined ? 'n/a' : String(Math.round(value)))
const met = (ok: boolean): string => (ok ? 'yes' : 'NO')

function formatTouches(rows: readonly TouchRow[]): string {
  const header = [
    'touch → result',
    'page',
    'viewport',
    'median ms',
    'runs ms',
    'lost',
    'FCP',
    'visible',
    'touched',
    'load',
  ]
  const cells = rows.map((row) => [
    row.name,
    row.path,
    row.viewport,
    ms(row.medianMs),
    row.runs.map((run) => (run.resultMs === undefined ? 'lost' : ms(run.resultMs))).join(' '),
    `${row.lost}/${row.runs.length}`,
    ms(row.medianFcp),
    ms(row.medianVisibleAt),
    ms(row.medianTouchedAt),
    ms(row.medianLoad),
    `≤ ${row.targetMs.toLocaleString('en')} ms, 0 lost`,
    met(row.lost === 0 && row.medianMs !== undefined && row.medianMs <= row.targetMs),
  ])
  return textTable([...header, 'target', 'met'], cells).join('\n')
}

function formatLinks(rows: readonly LinkRow[]): string {
  const header = [
    'click → next FCP',
    'from',
    'to',
    'median ms',
    'runs ms',
    'prefetched',
    'prerendered',
    'target',
    'met',
  ]
  const cells = rows.map((row) => [
    row.name,
    row.from,
    row.to,
    ms(row.medianMs),
    row.runs.map((run) => (run.ms === undefined ? 'failed' : ms(run.ms))).join(' '),
    `${row.prefetched}/${row.runs.length}`,
    `${row.prerendered}/${row.runs.length}`,
    `≤ ${TARGETS.nextPaintMs} ms`,
    met(row.medianMs !== undefined && row.medianMs <= TARGETS.nextPaintMs),
  ])
  return textTable(header, cells).join('\n')
}

/** The runs that failed outright (a control that never showed, a link that led elsewhere), one line each. */
function failures(touches: readonly TouchRow[], links: readonly LinkRow[]): string[] {
  return [...touches, ...links].flatMap((row) =>
    row.runs.flatMap((run, index) => (run.error ? [`${row.name}, run ${index + 1}: ${run.error}`] : [])),
  )
}

function formatReport(touches: readonly TouchRow[], links: readonly LinkRow[]): string {
  const failed = failures(touches, links)
  return [
    formatTouches(touches),
    '',
    formatLinks(links),
    ...(failed.length > 0
      ? ['', 'Failed runs (a touch counts as lost, a link as failed):', ...failed.map((line) => `- ${line}`)]
      : []),
  ].join('\n')
}

const NOTES = [
  'touch → result: from the first pointerdown or keydown of the touch (its event timeStamp) to the first animation frame whose page shows the outcome; median of the runs not lost.',
  `lost: no outcome by ${LOST_AFTER_LOAD_MS / 1000} s after the load event. FCP, visible (the control, as the driver saw it), touched, load (event start): medians in ms since the navigation started.`,
  `click → next FCP: from the click (after resting ${REST_MS} ms on the link, on a page loaded and idle) to the next page's first contentful paint, or its activation if prerendered.`,
  TARGETS_TEXT,
]

async function main(argv: readonly string[]): Promise<number> {
  const values = parseCli(argv, browserBenchOptions, USAGE)
  if (typeof values === 'number') return values
  const runs = wholeNumber('runs', values.runs, 5, 1, 25)
  const progress = (line: string) => values.json || console.error(line)
  const before = machine()
  const { touches, links } = await withSiteAndBrowser(values, async (browser, origin) => {
    const touchRows: TouchRow[] = []
    for (const scenario of touchScenarios) {
      progress(`${scenario.name} (${scenario.path})...`)
      touchRows.push(touchRow(scenario, await repeat(runs, () => touchOnce(browser, origin, scenario))))
    }
    const linkRows: LinkRow[] = []
    for (const scenario of linkScenarios) {
      progress(`${scenario.name} (${scenario.from} → ${scenario.to})...`)
      linkRows.push(linkRow(scenario, await repeat(runs, () => linkOnce(browser, origin, scenario))))
    }
    return { touches: touchRows, links: linkRows }
  })
  const after = machine()
  const settings = `headless Chromium, Slow 4G (${SLOW_4G.latency} ms round trip, 1.6 Mbit/s down, 750 kbit/s up, Network.emulateNetworkConditions), CPU ${CPU_SLOWDOWN}× slower (Emulation.setCPUThrottlingRate), a fresh context per run, median of ${runs}`
  if (values.json) {
    console.log(
      JSON.stringify(
        { settings, targets: TARGETS, machineBefore: before, machineAfter: after, touches, links },
        null,
        2,
      ),
    )
  } else {
    console.log(`\n${settings}\nbefore: ${before}\nafter:  ${after}\n`)
    console.log(`${formatReport(touches, links)}\n\n${NOTES.join('\n')}`)
  }
  return 0
}

runIfMain(import.meta.url, main)
