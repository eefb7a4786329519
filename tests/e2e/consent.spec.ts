import { expect, type Page, type Request, test } from '@playwright/test'
import { consentSettings } from '../../data/consent'
import { pathTo } from '../../data/routePaths'
import { site } from '../../data/site'
import { configuredTags } from '../../data/thirdPartyTags'
import { measurePages } from '../../scripts/js-weight'
import { expectNoAxeViolations } from './support/axe'
import {
  allRoutes,
  collectPageProblems,
  presetTheme,
  recordCspViolations,
  themes,
  waitForHydration,
} from './support/site'

// The same settings the build read (data/site.ts integrations): `npm run test:consent` builds and tests a site
// with a tracking tag configured; the main suite runs this file against the default build, which has none.
const tags = configuredTags(site.integrations)
const tracking = tags.find((tag) => tag.id === 'trackingTag')
const origins = tags.flatMap((tag) => tag.origins)
const key = consentSettings.storageKey

const banner = (page: Page) => page.getByRole('region', { name: consentSettings.heading })
const settingsButton = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: consentSettings.settings })

/**
 * Answers every request to the tags' origins locally and records it. The stand-in tag reports a hit to each of
 * its origins, as a real one does once it runs.
 */
async function recordThirdPartyRequests(page: Page): Promise<string[]> {
  const requests: string[] = []
  const reporter = `for (const origin of ${JSON.stringify(tracking?.origins ?? [])}) fetch(origin + '/hit', { method: 'POST', mode: 'no-cors', body: location.pathname })`
  await page.route(
    (url) => origins.includes(url.origin),
    (route) => {
      const url = route.request().url()
      requests.push(url)
      return url === tracking?.scriptUrl
        ? route.fulfill({ status: 200, contentType: 'text/javascript', body: reporter })
        : route.fulfill({ status: 204 })
    },
  )
  return requests
}

/** Lets the page load, its idle callbacks run and any tag it would add load: the Accept test shows this is enough. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.clock.runFor(5_000)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
}

const storedChoice = (page: Page) => page.evaluate((name) => window.localStorage.getItem(name), key)

test.describe('consent before tracking (a tracking tag configured)', () => {
  test.skip(!tracking, 'needs a build with a tracking tag: npm run test:consent')

  test.beforeEach(async ({ page }) => {
    await page.clock.install()
  })

  test('asks first, in a labelled region with Accept and Reject of equal weight, and nothing reaches the tracker', async ({
    page,
  }) => {
    const problems = collectPageProblems(page)
    const requests = await recordThirdPartyRequests(page)
    await page.addInitScript(() => {
      const record = window as unknown as { layoutShift: number }
      record.layoutShift = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) record.layoutShift += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/')
    await settle(page)
    expect(requests).toEqual([])
    await expect(banner(page)).toBeVisible()

    const accept = banner(page).getByRole('button', { name: consentSettings.accept, exact: true })
    const reject = banner(page).getByRole('button', { name: consentSettings.reject, exact: true })
    // Right after the skip link, before the header: keyboard users meet the question first.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    const policyLink = banner(page).getByRole('link', { name: 'Privacy policy' })
    await expect(policyLink).toBeFocused()
    // It leads to the policy's section on cookies (the build's link check makes sure that section exists).
    await expect(policyLink).toHaveAttribute('href', `${pathTo('privacy')}#cookies`)
    await page.keyboard.press('Tab')
    await expect(accept).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(reject).toBeFocused()
    const look = (button: typeof accept) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element)
        const box = element.getBoundingClientRect()
        return [
          style.backgroundColor,
          style.color,
          style.borderColor,
          style.borderWidth,
          style.fontSize,
          style.fontWeight,
          Math.round(box.width),
          Math.round(box.height),
        ]
      })
    expect(await look(accept)).toEqual(await look(reject))

    // A fixed bar: nothing moved when it appeared, and the page reserves its height at the end.
    const reserved = await page.evaluate(() => {
      const bar = document.querySelector('[data-consent-banner]') as HTMLElement
      return {
        position: getComputedStyle(bar).position,
        padding: getComputedStyle(document.body).paddingBottom,
        scrollPadding: getComputedStyle(document.documentElement).scrollPaddingBottom,
        height: `${bar.offsetHeight}px`,
        layoutShift: (window as unknown as { layoutShift: number }).layoutShift,
      }
    })
    expect(reserved).toEqual({
      position: 'fixed',
      padding: reserved.height,
      scrollPadding: reserved.height,
      height: reserved.height,
      layoutShift: 0,
    })
    expect(await storedChoice(page)).toBeNull()
    expect(requests).toEqual([])
    expect(problems, problems.join('\n')).toEqual([])
  })

  test('Accept loads the tag, which reports to its origins, and the answer holds across a reload', async ({ page }) => {
    const problems = collectPageProblems(page)
    const violations = await recordCspViolations(page)
    const requests = await recordThirdPartyRequests(page)
    await page.goto('/about-us')
    await expect(banner(page)).toBeVisible()
    await settle(page)
    expect(requests).toEqual([])
    await banner(page).getByRole('button', { name: consentSettings.accept, exact: true }).click()
    await expect(banner(page)).toBeHidden()
    expect(await storedChoice(page)).toBe('accepted')
    await settle(page)
    const expected = [tracking?.scriptUrl, ...(tracking?.origins ?? []).map((origin) => `${origin}/hit`)].sort()
    await expect.poll(() => [...requests].sort()).toEqual(expected)
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px')

    requests.length = 0
    await page.reload()
    await expect(settingsButton(page)).toBeVisible()
    await settle(page)
    await expect(banner(page)).toBeHidden()
    await expect.poll(() => [...requests].sort()).toEqual(expected)
    // The Content-Security-Policy admits the tag and its reports: no violation, no failed request.
    expect(await violations()).toEqual([])
    expect(problems, problems.join('\n')).toEqual([])
  })

  test('Reject: nothing reaches the tracker, then or after a reload', async ({ page }) => {
    const problems = collectPageProblems(page)
    const requests = await recordThirdPartyRequests(page)
    await page.goto('/')
    await banner(page).getByRole('button', { name: consentSettings.reject, exact: true }).click()
    await expect(banner(page)).toBeHidden()
    expect(await storedChoice(page)).toBe('rejected')
    await settle(page)
    expect(requests).toEqual([])

    await page.reload()
    await expect(settingsButton(page)).toBeVisible()
    await settle(page)
    await expect(banner(page)).toBeHidden()
    await page.goto('/games')
    await expect(settingsButton(page)).toBeVisible()
    await settle(page)
    expect(requests).toEqual([])
    expect(problems, problems.join('\n')).toEqual([])
  })

  test('a corrupt stored answer counts as none: the banner asks, nothing loads', async ({ page }) => {
    const problems = collectPageProblems(page)
    const requests = await recordThirdPartyRequests(page)
    await page.goto('/')
    for (const corrupt of ['{"choice":"accepted"', 'ACCEPTED', 'accepted ', '']) {
      await test.step(`stored answer ${JSON.stringify(corrupt)}`, async () => {
        await page.evaluate(([name, value]) => window.localStorage.setItem(name, value), [key, corrupt] as const)
        await page.reload()
        await expect(banner(page)).toBeVisible()
        await settle(page)
        expect(requests).toEqual([])
      })
    }
    expect(problems, problems.join('\n')).toEqual([])
  })

  test('the privacy policy and the footer bring the banner back; withdrawing consent drops the tag', async ({
    page,
  }) => {
    const problems = collectPageProblems(page)
    const requests = await recordThirdPartyRequests(page)
    await page.addInitScript((name) => {
      if (window.localStorage.getItem(name) === null) window.localStorage.setItem(name, 'accepted')
    }, key)
    await page.goto('/privacy-policy')
    await settle(page)
    await expect.poll(() => requests.length).toBeGreaterThan(0)
    const cookies = page.locator('#cookies')
    await expect(cookies).toContainText(consentSettings.storageKey)
    for (const origin of origins) await expect(cookies).toContainText(new URL(origin).host)

    const policyControl = cookies.getByRole('button', { name: consentSettings.settings })
    await policyControl.click()
    await expect(banner(page)).toBeVisible()
    await expect(banner(page)).toBeFocused()
    // The tag already runs in this page, so taking consent back loads the page again, without it.
    const reloaded = page.waitForEvent('load')
    await banner(page).getByRole('button', { name: consentSettings.reject, exact: true }).click()
    await reloaded
    requests.length = 0
    await expect(settingsButton(page)).toBeVisible()
    await settle(page)
    expect(await storedChoice(page)).toBe('rejected')
    expect(requests).toEqual([])

    await settingsButton(page).click()
    await expect(banner(page)).toBeFocused()
    await banner(page).getByRole('button', { name: consentSettings.accept, exact: true }).click()
    await expect(banner(page)).toBeHidden()
    await expect(settingsButton(page)).toBeFocused()
    await settle(page)
    await expect.poll(() => requests.length).toBeGreaterThan(0)
    expect(problems, problems.join('\n')).toEqual([])
  })

  for (const theme of themes) {
    test(`the banner passes axe (${theme})`, async ({ page }) => {
      await recordThirdPartyRequests(page)
      await presetTheme(page, theme)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto('/')
      await expect(banner(page)).toBeVisible()
      await expectNoAxeViolations(page, `consent banner (${theme})`, '[data-consent-banner]')
    })
  }
})

test.describe('no consent banner by default (no third-party tag configured)', () => {
  test.skip(tags.length > 0, 'the default build has no third-party tag')

  test('no page carries the banner or its footer control', async ({ request }) => {
    for (const route of allRoutes) {
      const html = await (await request.get(route.path)).text()
      expect(html, route.path).not.toContain('data-consent')
    }
  })

  test('no page loads consent code: only the scripts its HTML imports statically', async ({ page }) => {
    await page.clock.install()
    const weights = await measurePages(`${process.env.OUT_DIR || 'dist'}/client`)
    for (const path of [pathTo('home'), pathTo('privacy'), pathTo('about')]) {
      const staticScripts = weights.find((weight) => weight.page === path)?.scripts ?? []
      const loaded: string[] = []
      const onRequest = (request: Request) => {
        if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname)
      }
      page.on('request', onRequest)
      await page.goto(path)
      await waitForHydration(page)
      await settle(page)
      page.off('request', onRequest)
      expect(loaded.length, path).toBeGreaterThan(0)
      // The consent module is imported on demand; any script outside the static graph would be such a load.
      expect(loaded.filter((script) => !staticScripts.includes(script))).toEqual([])
      await expect(page.locator('[data-consent-banner], [data-consent-open]')).toHaveCount(0)
    }
  })
})
