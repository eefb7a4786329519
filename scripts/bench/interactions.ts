import type { Locator, Page } from '@playwright/test'
import { pathTo } from '../../data/routePaths'
import { teamMembers } from '../../data/team'

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const

/** One interaction after load: `target` found by role and label only, scrolled into view before the measured `act`. */
export type Interaction = {
  name: string
  path: string
  viewport: keyof typeof VIEWPORTS
  target: (page: Page) => Locator
  act?: (target: Locator) => Promise<void>
}

const first = teamMembers[0]
if (!first) throw new Error('data/team.ts lists no team member')
/** The About page's first team card, whose profile both the interaction and the journey benchmarks open. */
export const firstMember = first

export const interactions: readonly Interaction[] = [
  {
    name: 'type a query in the games search',
    path: pathTo('games'),
    viewport: 'desktop',
    target: (page) => page.getByLabel('Search games'),
    // One key at a time, as typed: the figure is the slowest keystroke.
    act: (search) => search.pressSequentially('pal', { delay: 150 }),
  },
  {
    name: 'switch a Minecraft plan tab',
    path: pathTo('minecraft'),
    viewport: 'desktop',
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
    viewport: 'desktop',
    target: (page) => page.getByRole('button', { name: firstMember.name, exact: true }),
  },
  {
    name: 'choose a tutorials category',
    path: pathTo('tutorials'),
    viewport: 'desktop',
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
 * In the page, before any of its scripts: records every Event Timing entry of a discrete interaction (those with
 * an interactionId, as INP counts them) at the lowest threshold the API allows, 16 ms.
 */
export function recordEventTimings(): void {
  const entries: { name: string; duration: number; interactionId: number }[] = []
  Object.assign(window, { __eventTimings: entries })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId > 0) {
        entries.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId })
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
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

/**
 * After the action: the slowest interaction recorded since entry `from`. An entry arrives only once its frame has
 * been presented, which on a slowed, busy machine can take seconds, so this polls until entries have stopped
 * arriving; none within `waitMs` means every event of the action took under the 16 ms threshold.
 */
export async function slowestInteraction(page: Page, from: number, waitMs = 5000): Promise<number | undefined> {
  // No named helpers inside: the function runs in the page (see settle).
  return page.evaluate(
    async ({ start, wait }) => {
      const began = performance.now()
      let seen = 0
      let quietSince = began
      for (;;) {
        const durations = (window as unknown as { __eventTimings: { duration: number }[] }).__eventTimings
          .slice(start)
          .map((entry) => entry.duration)
        const now = performance.now()
        if (durations.length !== seen) {
          seen = durations.length
          quietSince = now
        }
        // Done once entries have come and 500 ms have passed without another, or when nothing came in time.
        if (seen > 0 && now - quietSince > 500) return Math.max(...durations)
        if (now - began > wait) return seen === 0 ? undefined : Math.max(...durations)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    { start: from, wait: waitMs },
  )
}
