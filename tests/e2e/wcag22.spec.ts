import { expect, type Page, test } from '@playwright/test'
import { pathTo } from '../../data/routePaths'
import { billingUrl, site } from '../../data/site'
import { allRoutes, viewports, waitForHydration } from './support/site'

// WCAG 2.2 AA criteria axe cannot decide on its own. Target size (2.5.8) is axe's target-size rule, part of every
// audit (tests/e2e/support/axe.ts); dragging (2.5.7): the one drag surface, the Intel VPS carousel, has previous
// and next buttons and scrolls by keyboard (tests/e2e/servers.spec.ts).

/** Whether the focused element is hidden, even in part, under the sticky site header. */
const focusedUnderHeader = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement
    const header = document.querySelector('body header')
    if (!focused || !header || header.contains(focused) || focused === document.body) return null
    const box = focused.getBoundingClientRect()
    return {
      text: (focused.textContent ?? '').trim().slice(0, 40),
      covered: box.top < header.getBoundingClientRect().bottom && box.bottom > 0,
    }
  })

test.describe('focus is never hidden by the sticky header (2.4.11)', () => {
  for (const [viewportName, viewport] of Object.entries(viewports)) {
    test(`going back up the home page with Shift+Tab (${viewportName})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/')
      await waitForHydration(page)
      // From the end of the page, every backward step moves focus up: the browser scrolls each element into
      // view at the top edge, where the header sits, unless scroll-padding keeps that strip clear.
      await page.locator('footer a').last().focus()
      const startScroll = await page.evaluate(() => window.scrollY)
      expect(startScroll, 'the page scrolled down to its end').toBeGreaterThan(viewport.height)
      const covered: string[] = []
      for (let press = 0; press < 40; press++) {
        await page.keyboard.press('Shift+Tab')
        const state = await focusedUnderHeader(page)
        if (state?.covered) covered.push(state.text)
      }
      expect(await page.evaluate(() => window.scrollY), 'focus moved up the page').toBeLessThan(startScroll)
      expect(covered, `focused but under the header: ${covered.join(' | ')}`).toEqual([])
    })
  }
})

test('help links sit in the same order in the header and footer of every page (3.2.6)', async ({ page, request }) => {
  const help = [pathTo('contact'), pathTo('faq'), billingUrl('knowledgebase'), site.social.discordInvite]
  // The admin area is a separate set of pages with its own frame and no site navigation.
  const routes = allRoutes.filter((route) => !route.path.startsWith(pathTo('admin')))
  const orders = new Map<string, string[]>()
  await page.goto('/')
  for (const route of routes) {
    const response = await request.get(route.path)
    expect(response.status()).toBe(200)
    const order = await page.evaluate(
      ([html, hrefs]) => {
        const doc = new DOMParser().parseFromString(html, 'text/html')
        // The page's own banner and content info: a header or footer not inside a section of the page.
        const frame = [...doc.querySelectorAll('header, footer')].filter(
          (element) => element.parentElement?.closest('main, article, aside, section, nav') === null,
        )
        return frame.flatMap((element) =>
          [...element.querySelectorAll('a[href]')]
            .map((link) => link.getAttribute('href') ?? '')
            .filter((href) => hrefs.includes(href)),
        )
      },
      [await response.text(), help] as const,
    )
    orders.set(route.path, order)
  }
  const home = orders.get('/') ?? []
  for (const href of help) expect(home, `the home page links ${href}`).toContain(href)
  for (const [path, order] of orders) expect(order, path).toEqual(home)
})
