import { expect, type Page, test } from '@playwright/test'
import { pathTo } from '../../data/routePaths'
import { billingUrl } from '../../data/site'
import { buildHead } from '../../renderer/head/buildHead'
import { expectNoAxeViolations } from './support/axe'
import { expectStrictSecurityHeaders } from './support/securityHeaders'
import {
  allRoutes,
  collectPageProblems,
  hydrateAllIslands,
  presetTheme,
  recordCspViolations,
  stubExternalImages,
  viewports,
} from './support/site'

for (const route of allRoutes) {
  test.describe(`route ${route.path}`, () => {
    test('raw HTML carries its head tags, JSON-LD and content before any script runs, under the strict CSP and security headers', async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await stubExternalImages(page)
      const response = await page.goto(route.path)
      expect(response?.status(), 'HTTP status').toBe(200)
      await expectStrictSecurityHeaders(page, response)
      const expected = buildHead(route)

      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
      await expect(page).toHaveTitle(expected.title)
      await expect(page.locator('title')).toHaveCount(1)
      const meta = (selector: string) => page.locator(`head ${selector}`)
      await expect(meta('meta[charset]')).toHaveCount(1)
      await expect(meta('meta[name="viewport"]')).toHaveAttribute('content', /width=device-width/)
      await expect(meta('meta[name="description"]')).toHaveAttribute('content', expected.description)
      expect(expected.description.length).toBeLessThanOrEqual(160)
      await expect(meta('meta[name="keywords"]')).toHaveAttribute('content', expected.keywords)
      await expect(meta('link[rel="canonical"]')).toHaveAttribute('href', expected.canonical ?? '')
      await expect(meta('meta[name="robots"]')).toHaveAttribute('content', route.indexable ? /^index/ : /noindex/)
      for (const [property, value] of Object.entries({
        'og:title': expected.title,
        'og:description': expected.description,
        'og:url': expected.og.url,
        'og:image': expected.og.image,
        'og:image:width': String(expected.og.imageWidth),
        'og:image:height': String(expected.og.imageHeight),
        'og:image:alt': expected.og.imageAlt,
        'og:type': expected.og.type,
        'og:site_name': expected.og.siteName,
        'og:locale': 'en_IN',
      })) {
        await expect(meta(`meta[property="${property}"]`), property).toHaveAttribute('content', value)
      }
      expect(expected.og.url).toMatch(/^https?:\/\//)
      expect(expected.og.image).toMatch(/^https?:\/\//)
      await expect(meta('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
      await expect(meta('meta[name="twitter:image"]')).toHaveAttribute('content', expected.og.image)
      // The route's own generated image is really there (the site under test is served on another origin).
      const ogImage = await request.get(new URL(expected.og.image).pathname)
      expect(ogImage.status(), expected.og.image).toBe(200)
      expect(ogImage.headers()['content-type']).toBe('image/png')
      await expect(meta('meta[name="theme-color"]')).toHaveCount(2)

      const jsonLd = await meta('script[type="application/ld+json"]').allTextContents()
      const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])
      expect(types).toEqual(expected.jsonLd.map((block) => block['@type']))
      expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']))
      if (route.parent !== null) expect(types).toContain('BreadcrumbList')

      if (route.path === pathTo('adminDashboard')) {
        // The dashboard depends on a session only the browser knows: until its script decides, no heading it might
        // have to take back (components/admin/AdminMain.tsx).
        await expect(page.locator('h1')).toHaveCount(0)
      } else {
        await expect(page.locator('h1')).toHaveCount(1)
        await expect(page.locator('h1')).toHaveText(route.heading)
      }
      const mainText = ((await page.locator('main').textContent()) ?? '').trim()
      expect(mainText.length, 'main content length').toBeGreaterThan(60)
      await context.close()
    })

    for (const [viewportName, viewport] of Object.entries(viewports)) {
      // One page load audits both themes; the two viewports start from different stored choices, so every route
      // also hydrates from each stored theme.
      const theme = viewportName === 'desktop' ? 'dark' : 'light'
      const other = theme === 'dark' ? 'light' : 'dark'
      test(`hydrates cleanly with no CSP violation, and passes axe in both themes and while switching (${viewportName}, ${theme} stored)`, async ({
        page,
      }) => {
        // Four full axe scans of the page.
        test.slow()
        await page.setViewportSize(viewport)
        // Reduced motion keeps every block in its final state, so axe checks all content, not a fade-in frame.
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await presetTheme(page, theme)
        const problems = collectPageProblems(page)
        const cspViolations = await recordCspViolations(page)
        await stubExternalImages(page)
        await page.goto(route.path)
        // Islands hydrate late: bring each into view so every one hydrates (and would report a mismatch).
        await hydrateAllIslands(page)
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`))
        await expectNoAxeViolations(page, `${route.path} (${viewportName}, ${theme})`)

        // Then as a visitor switches it: with motion allowed, so a colour that fades between the themes is
        // audited at the moment it is shown, not after a transition has settled.
        await switchTheme(page, other)
        await expectNoAxeViolations(page, `${route.path} (${viewportName}, ${theme} toggled to ${other})`)
        // The other theme once its transitions have ended, and the switch back.
        await finishTransitions(page)
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await expectNoAxeViolations(page, `${route.path} (${viewportName}, ${other})`)
        await switchTheme(page, theme)
        await expectNoAxeViolations(page, `${route.path} (${viewportName}, ${other} toggled to ${theme})`)

        // Scroll through the page so lazy pictures and reveal-on-scroll blocks load under the policy too.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
        expect(await cspViolations()).toEqual([])
        expect(problems, problems.join('\n')).toEqual([])
      })
    }
  })
}

/** Presses the visible theme toggle, with motion allowed, and waits for <html> to carry the new theme. */
async function switchTheme(page: Page, to: string): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page
    .getByRole('button', { name: `Switch to ${to} theme` })
    .filter({ visible: true })
    .first()
    .click()
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${to}\\b`))
}

/** Ends every running CSS transition at its end state, the page as it looks a moment after a theme switch. */
async function finishTransitions(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish()
  })
}

test('unknown URLs get the prerendered 404 page with noindex', async ({ page, request }) => {
  const response = await request.get('/no-such-page')
  expect(response.status()).toBe(404)
  await page.goto('/no-such-page')
  await expect(page.locator('h1')).toHaveText('Unexpected Application Error!')
  await expect(page.getByText('404 Not Found')).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
})

test("/404, the not-found page's own address in every form, answers 404 too", async ({ request }) => {
  for (const path of ['/404', '/404/', '/404.html']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(await response.text(), path).toContain('404 Not Found')
  }
})

test('the former sign-in address sends visitors to the billing site in both forms', async ({ request }) => {
  for (const path of ['/billing/login', '/billing/login/']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(301)
    expect(response.headers().location, path).toBe(billingUrl('login'))
  }
})

test('/favicon.ico is served', async ({ request }) => {
  const response = await request.get('/favicon.ico')
  expect(response.status()).toBe(200)
})
