/** What the scripts driving a browser share (the benchmarks, screenshots): the site served, the Chromium, the controls. */
import { cpus, loadavg } from 'node:os'
import { type Browser, type CDPSession, chromium, type Locator, type Page } from '@playwright/test'
import { pathTo } from '../../data/routePaths'
import { teamMembers } from '../../data/team'
import { chromePath, chromiumArgs } from '../../playwright.config'
import { viewports } from '../../tests/e2e/support/site'
import { defaultSiteDir, parseCli, runIfMain, wholeNumber } from '../cli'
import { startPreview } from '../preview'
import { textTable } from '../textTable'

/** The CPU slowdown of every browser benchmark: a mid-range phone, as Lighthouse's mobile runs assume. */
export const CPU_SLOWDOWN = 4

/**
 * A control a visitor touches (a click, or typing `typed`), found by role and label. For the journey, `look` reads what
 * shows (what a screen reader reads, visibility, scroll, computed style) at the touch and once per frame after, and
 * `shown` (default: `now` is true) says if it is the outcome; both travel as source text (only arguments and globals).
 */
export type TouchScenario = {
  name: string
  path: string
  viewport?: keyof typeof viewports // default: desktop
  control: (page: Page) => Locator
  typed?: string
  prepare?: (page: Page) => Promise<void> // steps before the touch that do not count as it (filling a form)
  look?: () => unknown
  shown?: (now: unknown, atTouch: unknown) => boolean
  only?: 'journey' | 'interaction' // measured by one benchmark only; default: both
}

/** The controls the journey (touched while the page loads) and interaction (touched after load) benchmarks measure. */
export const scenarios: readonly TouchScenario[] = [
  {
    name: 'games: type "pal" in the search',
    path: pathTo('games'),
    control: (page) => page.getByRole('searchbox', { name: 'Search games' }),
    typed: 'pal',
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
    only: 'journey',
    control: (page) => page.getByRole('searchbox', { name: 'Search tutorials' }),
    typed: 'zzqx',
    // The empty state, in the results' status line (what a screen reader announces), shown.
    look: () =>
      [...document.querySelectorAll('[role="status"]')].some(
        (status) => status.textContent?.includes('No tutorials found') && status.checkVisibility(),
      ),
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
    // How far the plans have scrolled sideways (the page has nothing else that does): further than at the touch.
    look: () => Math.max(0, ...[...document.querySelectorAll('*')].map((node) => node.scrollLeft)),
    shown: (now, atTouch) => (now as number) > (atTouch as number),
  },
  {
    name: 'About: open a team profile',
    path: pathTo('about'),
    control: (page) => page.getByRole('button', { name: teamMembers[0]?.name, exact: true }),
    look: () => [...document.querySelectorAll('dialog[open]')].some((dialog) => dialog.checkVisibility()),
  },
  {
    name: 'admin: sign in with a wrong password',
    path: pathTo('admin'),
    only: 'journey',
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
    only: 'journey',
    control: (page) => page.getByRole('banner').getByRole('button', { name: /theme/i }),
    // What the visitor sees flip is the page's colour scheme, however the theme is stored on <html>.
    look: () => getComputedStyle(document.documentElement).colorScheme,
    shown: (now, atTouch) => now !== atTouch,
  },
  {
    name: 'shell: open the mobile menu',
    path: pathTo('faq'),
    viewport: 'mobile',
    only: 'interaction',
    control: (page) => page.getByRole('button', { name: 'Open menu' }),
  },
]

/** The machine, so a figure is never quoted without it (load average: other work shares the cores). */
function machine(): string {
  const load = loadavg().map((value) => value.toFixed(2))
  return `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${load.join(' ')}`
}

/** The median of the known values; undefined when there are none. */
export function median(values: readonly (number | undefined)[]): number | undefined {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b)
  const [low, high] = [sorted[Math.ceil(sorted.length / 2) - 1], sorted[Math.floor(sorted.length / 2)]]
  return low === undefined || high === undefined ? undefined : (low + high) / 2
}

export const widthOf = (viewport: keyof typeof viewports | undefined): string =>
  `${viewports[viewport ?? 'desktop'].width} px`

/** Serves the build with the Pages emulator and launches the browser tests' Chromium, so both are as in the tests. */
export async function withSiteAndBrowser<T>(use: (browser: Browser, origin: string) => Promise<T>): Promise<T> {
  const preview = await startPreview({ dir: defaultSiteDir() })
  try {
    await using browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
    return await use(browser, preview.url.replace(/\/$/, ''))
  } finally {
    await preview.close()
  }
}

/** A browser benchmark's command: prints `measure`'s report under the settings and the machine's load before and after. */
export function runBrowserBench(
  moduleUrl: string,
  usage: { script: string; runs: string; about?: string },
  settings: string,
  measure: (browser: Browser, origin: string, runs: number) => Promise<string[]>,
): void {
  runIfMain(moduleUrl, async (argv) => {
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
    console.log(`\n${settings}, median of ${runs}\nbefore: ${before}\nafter:  ${machine()}\n`)
    console.log(report.join('\n'))
    return 0
  })
}

/** A table: `once` run `runs` times per scenario (named on stderr, with `where`), a row made of each one's results. */
export async function measureTable<S extends { name: string }, R>(
  header: string[],
  scenarios: readonly S[],
  runs: number,
  where: (scenario: S) => string,
  once: (scenario: S, run: number) => Promise<R>,
  row: (scenario: S, results: R[]) => string[],
): Promise<string[]> {
  const rows: string[][] = []
  for (const scenario of scenarios) {
    console.error(`${scenario.name} (${where(scenario)})...`)
    const results: R[] = []
    for (let run = 0; run < runs; run++) results.push(await once(scenario, run))
    rows.push(row(scenario, results))
  }
  return textTable(header, rows)
}

/** `use` on a page of a fresh context (nothing cached or stored) with the CPU slowed; a stuck step fails the run. */
export async function withSlowPage<T>(
  browser: Browser,
  viewport: keyof typeof viewports | undefined,
  use: (bench: { page: Page; cdp: CDPSession }) => Promise<T>,
): Promise<T> {
  await using context = await browser.newContext({ viewport: viewports[viewport ?? 'desktop'] })
  context.setDefaultTimeout(60_000)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return await use({ page, cdp })
}

/** Waits for the main thread to be idle twice over. Runs in the page: no named helpers (tsx wraps them in `__name`). */
export async function settle(): Promise<void> {
  for (let round = 0; round < 2; round++) {
    await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 }))
  }
}
