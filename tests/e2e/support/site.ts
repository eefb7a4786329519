import type { Page } from '@playwright/test'
import { routeList } from '../../../data/routes'
import { THEME_STORAGE_KEY } from '../../../renderer/theme/themeStore'

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

/** External image hosts the pages show pictures from: the tutorial thumbnails on the video site. */
export const EXTERNAL_IMAGE_HOSTS = ['https://i.ytimg.com/**'] as const

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

/** Resolves once React has hydrated the page (the Wrapper marks <html data-hydrated>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 })
}

/**
 * Records everything that would mean a broken page: console errors and warnings (React reports hydration
 * mismatches there), uncaught exceptions, failed requests and HTTP error responses.
 */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
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
