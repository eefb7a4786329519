import { expect, type Page, test } from '@playwright/test'
import { pathTo } from '../../data/routePaths'
import { waitForHydration } from './support/site'

/**
 * renderer/speculationRules.ts. Chromium never prerenders while a debugger is attached, as Playwright is
 * (PrerenderingDisabledByDevTools), so these tests read what the browser reports through the DevTools protocol:
 * the rules parse, and which links it starts to prefetch or prerender as the pointer rests on them.
 */
async function watchSpeculation(page: Page) {
  const attempted = new Set<string>()
  const ruleErrors: string[] = []
  const prefetched = new Map<string, string>()
  const session = await page.context().newCDPSession(page)
  session.on('Preload.ruleSetUpdated', ({ ruleSet }) => {
    if (ruleSet.errorType) ruleErrors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage ?? ''}`)
  })
  session.on('Preload.prerenderStatusUpdated', ({ key }) => attempted.add(new URL(key.url).pathname))
  session.on('Preload.prefetchStatusUpdated', ({ prefetchUrl, status }) => {
    const path = new URL(prefetchUrl).pathname
    attempted.add(path)
    prefetched.set(path, status)
  })
  await session.send('Preload.enable')
  return { attempted, ruleErrors, prefetched }
}

/** Rests the pointer on a visible link, as a visitor about to click does. */
async function restOn(page: Page, href: string): Promise<void> {
  await page.locator(`a[href="${href}"]:visible`).first().hover()
}

test.describe('the next page is fetched before the click (speculation rules)', () => {
  test('a same-site link the pointer rests on is fetched ahead, and the rules parse without error', async ({
    page,
  }) => {
    const speculation = await watchSpeculation(page)
    await page.goto('/')
    await waitForHydration(page)
    const target = pathTo('faq')
    await restOn(page, target)
    await expect.poll(() => speculation.prefetched.get(target), { timeout: 15_000 }).toBe('Ready')
    expect(speculation.ruleErrors).toEqual([])
  })

  test('admin links and other sites are never fetched ahead', async ({ page }) => {
    const speculation = await watchSpeculation(page)
    await page.goto('/')
    await waitForHydration(page)
    // Links the page itself does not have, added as another page could have them.
    await page.evaluate(
      (hrefs) => {
        for (const href of hrefs) {
          const link = document.createElement('a')
          link.href = href
          link.textContent = `to ${href}`
          link.dataset.probe = ''
          document.querySelector('main')?.prepend(link)
        }
      },
      [pathTo('admin'), pathTo('adminDashboard'), '/admin', 'https://example.org/'],
    )
    for (const link of await page.locator('a[data-probe]').all()) await link.hover()
    // A control: a same-site link rested on after them is fetched, so the rules were active all along.
    await restOn(page, pathTo('faq'))
    await expect.poll(() => speculation.prefetched.get(pathTo('faq')), { timeout: 15_000 }).toBe('Ready')
    expect([...speculation.attempted].filter((path) => path.startsWith('/admin') || path === '/')).toEqual([])
  })
})
