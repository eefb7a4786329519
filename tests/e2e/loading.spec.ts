import { expect, type Page, test } from '@playwright/test'
import { waitForHydration } from './support/site'

/** The page's own scripts the browser has requested so far, with when each request started. */
const requestedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
  )

const firstContentfulPaint = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null)

// renderer/clientLoader.ts: the page's code is fetched after the first paint and the load event, never as the HTML
// is parsed, so nothing competes with the first paint on a slow connection.
test.describe('page scripts load after the first paint', () => {
  for (const path of ['/faq/', '/servers/web-hosting/']) {
    test(`${path}: no script element fetches code; the loader's requests start after the paint and the load event`, async ({
      page,
    }) => {
      const response = await page.goto(path)
      const html = (await response?.text()) ?? ''
      expect(html).not.toMatch(/<script[^>]*\ssrc=|rel="modulepreload"/)
      await waitForHydration(page)
      const paint = await firstContentfulPaint(page)
      const loaded = await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      )
      const scripts = await requestedScripts(page)
      expect(paint, 'first contentful paint').not.toBeNull()
      expect(scripts.length, 'scripts requested').toBeGreaterThan(0)
      for (const script of scripts) {
        expect(script.startTime, `${script.path} requested after the paint`).toBeGreaterThanOrEqual(paint as number)
        expect(script.startTime, `${script.path} requested after the load event`).toBeGreaterThanOrEqual(loaded)
      }
    })
  }

  test('while the page is still loading, the first key press loads the code at once', async ({ page }) => {
    // The header logo never arrives, so the load event never fires: only the visitor's key press can start the code.
    await page.route('**/images/generated/logo-*', () => {})
    await page.goto('/servers/web-hosting/', { waitUntil: 'commit' })
    await expect.poll(() => firstContentfulPaint(page)).not.toBeNull()
    expect(await requestedScripts(page)).toEqual([])
    await expect(page.locator('html')).not.toHaveAttribute('data-ready')
    await page.keyboard.press('Tab')
    await waitForHydration(page)
    expect((await requestedScripts(page)).length).toBeGreaterThan(0)
  })
})

// renderer/+Head.tsx: the ICO is declared for browsers without SVG icons, sized so that Chromium does not take both.
test('the browser fetches one favicon, the SVG', async ({ page }) => {
  const icons: string[] = []
  const session = await page.context().newCDPSession(page)
  await session.send('Network.enable')
  // The browser, not the page, requests the favicon: only the DevTools protocol sees that request.
  session.on('Network.requestWillBeSent', ({ request }) => {
    const { pathname } = new URL(request.url)
    if (pathname.startsWith('/favicon')) icons.push(pathname)
  })
  await page.goto('/faq/')
  await expect.poll(() => icons).toContain('/favicon.svg')
  await waitForHydration(page)
  expect(icons).toEqual(['/favicon.svg'])
})
