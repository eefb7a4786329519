/**
 * The visitor's journey on a mid-range phone (issue 30; what it measures: ABOUT). A benchmark that prints figures
 * and targets, not a test; figures vary with the machine's load.
 */
import { type Browser, type CDPSession, errors, type Locator, type Page } from '@playwright/test'
import { vpsPageCopy } from '../data/pages/servers'
import { pathTo } from '../data/routePaths'
import { viewports } from '../tests/e2e/support/site'
import * as bench from './bench/browserBench'
import { runIfMain } from './cli'
import { textTable } from './textTable'

/**
 * Slow 4G as Lighthouse names it (in bytes per second). CDP adds the latency once per request rather than per
 * packet, so this is a little kinder than a real Slow 4G link.
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

/**
 * A visitor's first touch of a control, made as soon as the control is visible (the page still loading), and the
 * outcome the visitor would see. `control` is found by role and label; `look` runs in the page and reads only what
 * shows (attributes a screen reader reads, visibility, scroll position, computed style), never how the page makes
 * it happen, so a scenario keeps measuring the same thing when the implementation changes.
 */
export type TouchScenario = {
  name: string
  path: string
  /** Default: desktop. */
  viewport?: keyof typeof viewports
  control: (page: Page) => Locator
  /** The touch itself (default: a click); its first pointerdown or keydown is the moment measured from. */
  touch?: (control: Locator) => Promise<void>
  /** Steps before the touch that do not count as it (filling a form before pressing its button). */
  prepare?: (page: Page) => Promise<void>
  /**
   * In the page: what the visitor sees of the outcome, read at the touch (before any handler of the page runs) and
   * then once per frame. Sent to the page as source text, so it may use only its argument and the page's globals.
   */
  look: (args: ScenarioArgs) => unknown
  /** In the page: whether what `look` sees now is the outcome, given what it saw at the touch. Default: `now` is true. */
  shown?: (now: unknown, atTouch: unknown) => boolean
  /** Plain data for `look` (it cannot see this module). */
  args?: ScenarioArgs
  /** The platform does the job without the page's script (a native control): the target is 100 ms, not 1,000. */
  native?: boolean
}

type ScenarioArgs = Record<string, string | number>

export const touchScenarios: readonly TouchScenario[] = [
  {
    name: 'games: type "pal" in the search',
    path: pathTo('games'),
    control: (page) => page.getByRole('searchbox', { name: 'Search games' }),
    // Keys as fast as the driver sends them: the figure is the site's, not a typist's.
    touch: (search) => search.pressSequentially('pal'),
    // The texts of the game cards shown in the search's own section: fewer than at the touch, every one a match.
    look: () =>
      [...(document.querySelector('input[type="search"]')?.closest('section')?.querySelectorAll('a[href]') ?? [])]
        .filter((card) => card.getAttribute('href')?.startsWith('/games/') && card.checkVisibility())
        .map((card) => card.textContent?.toLowerCase() ?? ''),
    shown: (now, atTouch) => {
      const cards = now as string[]
      return (
        cards.length > 0 && cards.length < (atTouch as string[]).length && cards.every((text) => text.includes('pal'))
      )
    },
  },
  {
    name: 'tutorials: type a query matching nothing',
    path: pathTo('tutorials'),
    control: (page) => page.getByRole('searchbox', { name: 'Search tutorials' }),
    touch: (search) => search.pressSequentially('zzqx'),
    // The empty state, by its visible words; a hidden copy of it (display: none) does not count.
    look: () => {
      const found = document.evaluate(
        "//*[normalize-space(text())='No tutorials found']",
        document,
        null,
        XPathResult.ORDERED_NODE_SNAPSHOT_TYPE,
        null,
      )
      for (let index = 0; index < found.snapshotLength; index++) {
        if ((found.snapshotItem(index) as Element).checkVisibility()) return true
      }
      return false
    },
  },
  {
    name: 'tutorials: choose a category',
    path: pathTo('tutorials'),
    control: (page) => page.getByRole('region', { name: 'Categories' }).getByRole('button', { name: /^Minecraft/ }),
    // The category's button pressed, and the summary ("Showing 8 of 8 tutorials") changed.
    look: () => ({
      pressed: [...document.querySelectorAll('button[aria-pressed="true"]')].some((button) =>
        button.textContent?.trim().startsWith('Minecraft'),
      ),
      summary: [...document.querySelectorAll('[role="status"]')].map((node) => node.textContent).join('|'),
    }),
    shown: (now, atTouch) => {
      const [current, before] = [now, atTouch] as { pressed: boolean; summary: string }[]
      return current?.pressed === true && current.summary !== before?.summary
    },
  },
  {
    name: 'Minecraft: choose the Budget tab',
    path: pathTo('minecraft'),
    control: (page) => page.getByRole('tab', { name: 'Budget' }),
    look: () =>
      [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].some(
        (tab) => tab.textContent?.trim() === 'Budget',
      ),
  },
  {
    name: 'Intel VPS: step the carousel',
    path: pathTo('vpsIntel'),
    viewport: 'mobile',
    control: (page) => page.getByRole('button', { name: 'Next plans' }),
    // How far the plans region, or whatever inside it scrolls sideways, has scrolled: further than at the touch.
    args: { label: vpsPageCopy.carouselLabel },
    look: ({ label }) =>
      Math.max(
        0,
        ...[...document.querySelectorAll(`[aria-label="${label}"], [aria-label="${label}"] *`)].map(
          (node) => node.scrollLeft,
        ),
      ),
    shown: (now, atTouch) => (now as number) > (atTouch as number),
  },
  {
    name: 'About: open a team profile',
    path: pathTo('about'),
    control: (page) => page.getByRole('button', { name: bench.firstMember.name, exact: true }),
    look: () => [...document.querySelectorAll('dialog[open]')].some((dialog) => dialog.checkVisibility()),
  },
  {
    name: 'admin: sign in with a wrong password',
    path: pathTo('admin'),
    // The form may only appear once the page's script has rendered it: the touch then waits for it, and the
    // "visible" column shows how late that was.
    prepare: async (page) => {
      await page.getByLabel('Email').fill('visitor@example.com')
      await page.getByLabel('Password').fill('not-the-password')
    },
    control: (page) => page.getByRole('button', { name: 'Sign in' }),
    // The failure, inline or as a toast: any visible alert with words in it.
    look: () =>
      [...document.querySelectorAll('[role="alert"]')].some(
        (alert) => (alert.textContent ?? '').trim() !== '' && alert.checkVisibility(),
      ),
  },
  {
    name: 'shell: switch the theme',
    path: pathTo('home'),
    control: (page) => page.getByRole('banner').getByRole('button', { name: /theme/i }),
    // What the visitor sees flip is the page's colour scheme, however the theme is stored on <html>.
    look: () => getComputedStyle(document.documentElement).colorScheme,
    shown: (now, atTouch) => now !== atTouch,
  },
]

type TouchRecord = {
  /** performance.now() of the first touch (the event's timeStamp: when the input happened, not when handled). */
  touchAt?: number
  /** performance.now() in the first animation frame after the touch whose DOM shows the result. */
  resultAt?: number
}

/**
 * In the page, before any of its scripts (an init script): waits for the first trusted pointerdown or keydown,
 * looks in the capturing phase on window, so before any listener of the page, and then looks again once per
 * animation frame, just before the frame that would paint the outcome. Events before `armed` do not count.
 */
function recordTouch(
  look: (args: ScenarioArgs) => unknown,
  shown: (now: unknown, atTouch: unknown) => boolean,
  args: ScenarioArgs,
  armed: boolean,
): void {
  const record: TouchRecord & { armed: boolean } = { armed }
  Object.assign(window, { __journeyTouch: record })
  let atTouch: unknown
  // A look that fails (the page still being parsed or rebuilt) sees nothing; the next frame looks again.
  const safeLook = () => {
    try {
      return look(args)
    } catch {
      return undefined
    }
  }
  const check = () => {
    const now = safeLook()
    let done = false
    try {
      done = now !== undefined && shown(now, atTouch)
    } catch {}
    if (done) record.resultAt = performance.now()
    else requestAnimationFrame(check)
  }
  const onTouch = (event: Event) => {
    if (!event.isTrusted || !record.armed || record.touchAt !== undefined) return
    record.touchAt = event.timeStamp
    atTouch = safeLook()
    requestAnimationFrame(check)
  }
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, onTouch, { capture: true })
}

/**
 * The init script for one scenario. The functions travel as source text; the TypeScript loader wraps named local
 * functions in a `__name` helper the page lacks, so the script brings a stand-in, scoped to itself.
 */
export function touchRecorderScript(scenario: TouchScenario): string {
  const shown = scenario.shown?.toString() ?? '(now) => now === true'
  const args = JSON.stringify(scenario.args ?? {})
  return `(() => { const __name = (f) => f; (${recordTouch})(${scenario.look}, ${shown}, ${args}, ${!scenario.prepare}) })()`
}

/** A link a visitor rests the pointer on and then clicks; measured from a page that has loaded and settled. */
type LinkScenario = {
  name: string
  from: string
  /** The path the link leads to. */
  to: string
  /** Default: desktop. */
  viewport?: keyof typeof viewports
  /** What the visitor does first to see the link (open a menu); not measured. */
  reveal?: (page: Page) => Promise<void>
  link: (page: Page) => Locator
}

const minecraft = pathTo('minecraft')
const games = pathTo('games')
const about = pathTo('about')

const linkScenarios: readonly LinkScenario[] = [
  {
    name: 'home → a featured game',
    from: pathTo('home'),
    to: minecraft,
    link: (page) => page.getByRole('main').locator(`a[href="${minecraft}"]`).first(),
  },
  {
    name: 'game page → all games (footer)',
    from: minecraft,
    to: games,
    link: (page) => page.getByRole('contentinfo').getByRole('link', { name: 'All games' }),
  },
  {
    name: 'header menu → About',
    from: games,
    to: about,
    reveal: (page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Learn' }).click(),
    link: (page) => page.getByRole('navigation', { name: 'Main' }).locator(`a[href="${about}"]`),
  },
]

/** In the old page, before its scripts: hands the click's absolute time to the benchmark as the click happens. */
function reportClicks(): void {
  addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return
      ;(window as unknown as { __journeyClicked?: (at: number) => void }).__journeyClicked?.(
        performance.timeOrigin + event.timeStamp,
      )
    },
    { capture: true },
  )
}

/** `deliveryType` is 'navigational-prefetch' for a page fetched ahead from speculation rules (Chromium). */
type NextPaint = { fcpAt: number; activationStart: number; deliveryType: string }

/**
 * In the new page: its first contentful paint as an absolute time (ms since 1970, like the click's). A page
 * prerendered from speculation rules is shown at activation, so a paint it made while hidden counts at
 * activationStart, as web-vitals does; activationStart is 0 for any other page.
 */
function nextPaint(): Promise<NextPaint> {
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

/** In the page: the run, from its own record of the touch (see recordTouch), first contentful paint and load event. */
function readTouch(visibleAt: number): TouchRun {
  const { touchAt, resultAt } = (window as unknown as { __journeyTouch: TouchRecord }).__journeyTouch
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  return {
    resultMs: touchAt === undefined || resultAt === undefined ? undefined : resultAt - touchAt,
    visibleAt: visibleAt - performance.timeOrigin,
    touchedAt: touchAt,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    load: navigation?.loadEventStart,
  }
}

async function touchOnce(browser: Browser, origin: string, scenario: TouchScenario): Promise<TouchRun> {
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
    const run = await page.evaluate(readTouch, visibleAt)
    if (run.touchedAt === undefined) throw new Error('the page saw no pointerdown or keydown from the touch')
    return run
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
  return bench.withSlowPage(browser, scenario.viewport, async ({ page, cdp }) => {
    await throttleNetwork(cdp)
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
    await page.evaluate(bench.settle)
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
  const medianMs = bench.median(runs.map((run) => run.resultMs))
  const lost = runs.filter((run) => run.resultMs === undefined).length
  const targetMs = scenario.native ? TARGETS.nativeTouchMs : TARGETS.touchMs
  const medianMsOf = (key: 'fcp' | 'visibleAt' | 'touchedAt' | 'load') => ms(bench.median(runs.map((run) => run[key])))
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
  const medianMs = bench.median(runs.map((run) => run.ms))
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
  bench.runBrowserBench(
    argv,
    { script: 'bench:journey', runs: 'fresh page loads per touch and per link', about: ABOUT },
    (runs) =>
      `headless Chromium, Slow 4G (${SLOW_4G.latency} ms round trip, 1.6 Mbit/s down, 750 kbit/s up, Network.emulateNetworkConditions), CPU ${bench.CPU_SLOWDOWN}× slower (Emulation.setCPUThrottlingRate), a fresh context per run, median of ${runs}`,
    measureAll,
  ),
)
