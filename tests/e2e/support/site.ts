import type { Page } from '@playwright/test'
import { THEME_STORAGE_KEY } from '../../../components/shell/themeToggle'
import { routeList } from '../../../data/routes'
import { externalImageOrigins } from '../../../renderer/csp/externalImages'

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const

export const themes = ['light', 'dark'] as const

/** Every prerendered route of the registry: a new route is covered by the suite with no test edit. */
export const allRoutes = routeList

/** Stores a theme choice before any page script runs, as a returning visitor would have it. */
export async function presetTheme(page: Page, theme: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key, value)
    },
    [THEME_STORAGE_KEY, theme] as const,
  )
}

/** External image hosts the pages show pictures from (the tutorial thumbnails), as img-src allows them. */
export const EXTERNAL_IMAGE_HOSTS = externalImageOrigins().map((origin) => `${origin}/**`)

/** A 480×360 picture, the size of the video site's lower-quality thumbnail. */
export const STUB_IMAGE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="#3b4a6b"/></svg>'

/**
 * The browser tests run without network access, so requests to external image hosts are answered locally with a
 * small picture. Tests that need a failing image (the thumbnail fallback) add their own, more specific route.
 */
export async function stubExternalImages(page: Page): Promise<void> {
  for (const host of EXTERNAL_IMAGE_HOSTS) {
    await page.route(host, (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: STUB_IMAGE_SVG }),
    )
  }
}

/**
 * Resolves once the page script has run (it marks <html data-ready>): the shell's menus, theme toggles and toasts
 * work, and every React island is hydrated or hydrates on the visitor's first interaction with it (it hydrates
 * on its own when idle, or once scrolled into view: see hydrateAllIslands).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 15_000 })
}

/**
 * Brings every React island on the page into view in turn and waits until React has hydrated each (it marks its
 * wrapper data-hydrated), then returns to the top: for checks that need every island live without touching it.
 */
export async function hydrateAllIslands(page: Page): Promise<void> {
  await waitForHydration(page)
  const islands = page.locator('[data-island]')
  for (let index = 0; index < (await islands.count()); index++) {
    const island = islands.nth(index)
    // The wrapper has no box of its own (display: contents): scroll to its first element, in one step in the
    // page, as the island may replace that element meanwhile (the admin app moving to its sign-in screen).
    await island.evaluate((wrapper) => wrapper.firstElementChild?.scrollIntoView({ block: 'nearest' }))
    await island.and(page.locator('[data-hydrated]')).waitFor({ state: 'attached', timeout: 15_000 })
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}

// Chromium reports every Content-Security-Policy violation on the console ("Executing inline script violates
// the following Content Security Policy directive ...", older versions "Refused to ...").
const CSP_CONSOLE_MESSAGE = /Content Security Policy|^Refused to /i

/**
 * Records everything that would mean a broken page: console errors and warnings (React reports hydration
 * mismatches there, Chromium every Content-Security-Policy violation), uncaught exceptions, failed requests
 * and HTTP error responses.
 */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (CSP_CONSOLE_MESSAGE.test(message.text())) problems.push(`CSP violation: ${message.text()}`)
    else if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console.${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? ''
    // The browser aborts requests it no longer needs (a favicon when the page moves on); that is not a failure.
    if (error !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} (${error})`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`)
  })
  return problems
}

export interface CspViolation {
  directive: string
  blocked: string
  source: string
  sample: string
}

/**
 * Records the page's `securitypolicyviolation` events, the DOM's own report of what the policy blocked: an
 * independent check of the console messages above. Call before page.goto; read with the returned function.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<CspViolation[]>> {
  const violations: CspViolation[] = []
  await page.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (violation: unknown) => Promise<void> })
        .__reportCspViolation
      void report({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      })
    })
  })
  // The binding call is asynchronous: a round trip through the page settles events fired before the read.
  return async () => {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
    return [...violations]
  }
}
