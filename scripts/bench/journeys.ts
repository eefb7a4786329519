import type { Locator, Page } from '@playwright/test'
import { vpsPageCopy } from '../../data/pages/servers'
import { pathTo } from '../../data/routePaths'
import type { viewports } from '../../tests/e2e/support/site'
import { firstMember } from './browserBench'

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

export type ScenarioArgs = Record<string, string | number>

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
    control: (page) => page.getByRole('button', { name: firstMember.name, exact: true }),
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

export type TouchRecord = {
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
export type LinkScenario = {
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

export const linkScenarios: readonly LinkScenario[] = [
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
export function reportClicks(): void {
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
export type NextPaint = { fcpAt: number; activationStart: number; deliveryType: string }

/**
 * In the new page: its first contentful paint as an absolute time (ms since 1970, like the click's). A page
 * prerendered from speculation rules is shown at activation, so a paint it made while hidden counts at
 * activationStart, as web-vitals does; activationStart is 0 for any other page.
 */
export function nextPaint(): Promise<NextPaint> {
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
