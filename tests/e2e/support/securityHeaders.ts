import { createHash } from 'node:crypto'
import { expect, type Page, type Response } from '@playwright/test'
import { THEME_STORAGE_KEY } from '../../../components/shell/themeToggle'
import { site } from '../../../data/site'
import { externalImageOrigins } from '../../../renderer/csp/externalImages'
import { META_UNSUPPORTED_DIRECTIVES } from '../../../renderer/csp/policy'

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

/**
 * A page's response carries the strict CSP and the other security headers, its inline scripts are hashed in
 * script-src, and its <meta> fallback repeats the policy ahead of every script. Reads the response and the markup
 * only, so the page may be loaded with JavaScript off.
 */
export async function expectStrictSecurityHeaders(page: Page, response: Response | null): Promise<void> {
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
}
