import { expect, type Page, test } from '@playwright/test'
import { pathTo } from '../../data/routePaths'
import { simulatedFigures } from '../../data/uiSettings'
import { waitForHydration } from './support/site'

const intervalMs = simulatedFigures.webHostingUptime.intervalMs

/** Counts every redraw of the uptime figure (its text changing), from now on. */
async function countRedraws(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const counter = window as unknown as { redraws: number }
    counter.redraws = 0
    const figure = document.querySelector('[data-live-figure]')
    if (!figure) throw new Error('no live figure on the page')
    new MutationObserver(() => {
      counter.redraws++
    }).observe(figure, { characterData: true, childList: true, subtree: true })
  })
  return () => page.evaluate(() => (window as unknown as { redraws: number }).redraws)
}

test('the live uptime figure redraws only while on screen, and carries on one interval after it is back', async ({
  page,
}) => {
  // Each draw differs from the one before (the figure has a handful of values), so every redraw changes the text.
  await page.addInitScript(() => {
    let draw = 0
    Math.random = () => (draw++ % 3) / 3
  })
  await page.clock.install()
  await page.goto(pathTo('webHosting'))
  await waitForHydration(page)
  const figure = page.locator('[data-live-figure]').first()
  await figure.scrollIntoViewIfNeeded()
  await expect(page.locator('[data-island="LiveFigure"][data-hydrated]').first()).toBeAttached()
  // From here the page's time moves only when the test moves it.
  await page.clock.pauseAt(Date.now() + 60_000)
  const redraws = await countRedraws(page)

  // The timer starts once the observer has seen the figure on screen, a frame or so after hydration.
  await page.clock.runFor(intervalMs * 3)
  expect(await redraws()).toBeGreaterThanOrEqual(2)

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(figure).not.toBeInViewport()
  // The observer reports leaving the screen in a frame of its own.
  await page.clock.runFor(intervalMs)
  const offScreen = await redraws()
  await page.clock.runFor(intervalMs * 5)
  expect(await redraws(), 'redraws while off screen').toBe(offScreen)

  await figure.scrollIntoViewIfNeeded()
  await expect(figure).toBeInViewport()
  // Back on screen, the next redraw comes one interval later, not at once to catch up.
  const step = intervalMs / 10
  let waited = 0
  while ((await redraws()) === offScreen && waited < intervalMs * 3) {
    await page.clock.runFor(step)
    waited += step
  }
  expect(await redraws(), 'redraws once back on screen').toBe(offScreen + 1)
  expect(waited, 'time to the first redraw back on screen').toBeGreaterThanOrEqual(intervalMs)
})
