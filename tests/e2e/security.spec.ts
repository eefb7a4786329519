import { createHash } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { THEME_STORAGE_KEY } from '../../components/theme/themeStore'
import { site } from '../../data/site'
import { META_UNSUPPORTED_DIRECTIVES } from '../../scripts/headers/csp'
import { externalImageOrigins } from '../../scripts/headers/externalImages'
import { allRoutes, collectPageProblems, recordCspViolations, waitForHydration } from './support/site'

/** Directive name -> sources of a Content-Security-Policy header value. */
function directives(policy: string): Map<string, string[]> {
  const parsed = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) parsed.set(name, values)
  }
  return parsed
}

/** The text of every inline script the browser executes on the page, as the DOM holds it. */
async function executingInlineScripts(page: Page): Promise<string[]> {
  return page.$$eval('script:not([src])', (scripts) =>
    (scripts as HTMLScriptElement[])
      .filter((script) => ['', 'module', 'text/javascript'].includes(script.type.trim().toLowerCase()))
      .map((script) => script.textContent ?? ''),
  )
}

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

// That every route then loads, hydrates and scrolls through with no CSP violation, in both stored themes, is part of
// each route's browser visit in tests/e2e/routes.spec.ts.
for (const route of allRoutes) {
  test.describe(`security headers ${route.path}`, () => {
    // The response and the markup are all this reads: the page's scripts need not run.
    test.use({ javaScriptEnabled: false })

    test('the response carries the strict CSP, and script-src hashes the inline scripts in the page', async ({
      page,
    }) => {
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(200)
      const headers = response?.headers() ?? {}
      const policy = headers['content-security-policy']
      expect(policy, 'Content-Security-Policy header').toBeTruthy()
      const csp = directives(policy ?? '')

      expect(csp.get('default-src')).toEqual(["'self'"])
      const scriptSrc = csp.get('script-src') ?? []
      expect(scriptSrc).toContain("'self'")
      for (const loose of ["'unsafe-inline'", "'unsafe-eval'", '*', 'https:', 'data:'])
        expect(scriptSrc, `script-src must not allow ${loose}`).not.toContain(loose)
      expect(csp.get('object-src')).toEqual(["'none'"])
      expect(csp.get('base-uri')).toEqual(["'self'"])
      expect(csp.get('frame-ancestors')).toEqual(["'none'"])
      expect(csp.get('form-action')).toEqual([new URL(site.billing.baseUrl).origin])
      expect(csp.get('connect-src')).toEqual(["'self'"])
      expect(csp.get('font-src')).toEqual(["'self'"])
      expect(csp.get('manifest-src')).toEqual(["'self'"])
      expect(csp.get('img-src')).toEqual(["'self'", ...externalImageOrigins()])
      expect(csp.has('upgrade-insecure-requests')).toBe(true)

      const inline = await executingInlineScripts(page)
      expect(
        inline.some((text) => text.includes(THEME_STORAGE_KEY)),
        'the theme script is inline in the page',
      ).toBe(true)
      for (const text of inline)
        expect(scriptSrc, `hash of inline script ${text.slice(0, 60)}…`).toContain(sha256Source(text))

      // The fallback for hosts without _headers: the same policy in a <meta>, less what a meta cannot carry,
      // ahead of every script in the document.
      const meta = await page.$$eval('meta[http-equiv="Content-Security-Policy" i]', (elements) =>
        elements.map((element) => ({
          content: element.getAttribute('content') ?? '',
          inHead: element.parentElement === document.head,
          beforeScripts: [...document.scripts].every(
            (script) => element.compareDocumentPosition(script) & Node.DOCUMENT_POSITION_FOLLOWING,
          ),
        })),
      )
      expect(meta).toHaveLength(1)
      const unsupported = new Set<string>(META_UNSUPPORTED_DIRECTIVES)
      expect(directives(meta[0]?.content ?? '')).toEqual(new Map([...csp].filter(([name]) => !unsupported.has(name))))
      expect(meta[0]?.inHead && meta[0]?.beforeScripts).toBe(true)

      expect(headers['x-frame-options']).toBe('DENY')
      expect(headers['cross-origin-opener-policy']).toBe('same-origin')
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/)
      expect(headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/)
      expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    })
  })
}

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
