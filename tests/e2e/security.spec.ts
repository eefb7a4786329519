import { expect, test } from '@playwright/test'
import { collectPageProblems, recordCspViolations, waitForHydration } from './support/site'

// Every route's response headers and CSP hashes are checked on its raw HTML in tests/e2e/routes.spec.ts, and its
// browser visit there (load, hydrate, scroll through, both stored themes) must raise no CSP violation.

test('hashed assets are cached for a year and text is served compressed', async ({ page }) => {
  const assetResponses: { url: string; cacheControl: string; encoding: string }[] = []
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/assets/')) return
    const headers = await response.allHeaders()
    assetResponses.push({
      url: response.url(),
      cacheControl: headers['cache-control'] ?? '',
      encoding: headers['content-encoding'] ?? '',
    })
  })
  const response = await page.goto('/')
  await waitForHydration(page)
  expect((await response?.allHeaders())?.['content-encoding']).toMatch(/^(br|gzip)$/)
  expect(assetResponses.length).toBeGreaterThan(0)
  for (const asset of assetResponses) {
    expect(asset.cacheControl, asset.url).toBe('public, max-age=31536000, immutable')
    if (/\.(js|css)$/.test(asset.url)) expect(asset.encoding, asset.url).toMatch(/^(br|gzip)$/)
  }
})

test('the policy is enforced: an injected script, event handler or foreign image is blocked and reported', async ({
  page,
}) => {
  const problems = collectPageProblems(page)
  const violations = await recordCspViolations(page)
  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injectedScriptRan = true'
    document.head.append(script)
    const button = document.createElement('button')
    button.setAttribute('onclick', 'window.__injectedHandlerRan = true')
    document.body.append(button)
    button.click()
    const image = document.createElement('img')
    image.src = 'https://images.not-allowed.example/pixel.png'
    document.body.append(image)
  })
  const ran = await page.evaluate(() => {
    const flags = window as unknown as { __injectedScriptRan?: boolean; __injectedHandlerRan?: boolean }
    return { script: flags.__injectedScriptRan ?? false, handler: flags.__injectedHandlerRan ?? false }
  })
  expect(ran).toEqual({ script: false, handler: false })
  await expect
    .poll(async () => [...new Set((await violations()).map((violation) => violation.directive))].sort())
    .toEqual(['img-src', 'script-src-attr', 'script-src-elem'])
  // The console path that every route test relies on (collectPageProblems) saw them as well: each once per policy,
  // the header's and the <meta> fallback's, since the browser enforces both.
  await expect.poll(() => problems.filter((problem) => problem.startsWith('CSP violation')).length).toBe(6)
})

test('without the CSP header (a host that ignores _headers), the <meta> policy alone blocks an injected script', async ({
  page,
}) => {
  // Serve the page as GitHub Pages or S3 would: the same file, none of the custom headers.
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue()
    const response = await route.fetch()
    const headers = Object.fromEntries(
      // route.fetch() hands over the decoded body, so its encoding headers go too.
      Object.entries(response.headers()).filter(
        ([name]) => !['content-security-policy', 'content-encoding', 'content-length'].includes(name.toLowerCase()),
      ),
    )
    return route.fulfill({ response, headers })
  })
  const problems = collectPageProblems(page)
  const violations = await recordCspViolations(page)
  const response = await page.goto('/')
  expect(response?.headers()['content-security-policy']).toBeUndefined()
  await waitForHydration(page)
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injectedScriptRan = true'
    document.head.append(script)
  })
  expect(await page.evaluate(() => (window as { __injectedScriptRan?: boolean }).__injectedScriptRan ?? false)).toBe(
    false,
  )
  await expect
    .poll(async () => (await violations()).map((violation) => violation.directive))
    .toEqual(['script-src-elem'])
  // The page's own inline scripts ran under the meta policy: the theme class and `js` are on <html>.
  await expect(page.locator('html')).toHaveClass(/\bjs\b/)
  expect(problems.filter((problem) => problem.startsWith('CSP violation'))).toHaveLength(1)
})
