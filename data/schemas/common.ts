import { z } from 'zod'

// zod's number already rejects Infinity and NaN.
export const positiveNumber = z
  .number({ error: 'expected a positive number' })
  .positive({ error: 'expected a positive number' })

/** A price in whole rupees: every price of the business is one, and ₹79.5 would show as typed. */
export const inrPrice = z
  .number({ error: 'expected a price in whole rupees' })
  .int({ error: 'expected a price in whole rupees, without paise' })
  .positive({ error: 'expected a positive price in whole rupees' })

/** Text with no leading or trailing spaces. Schemas check and never transform: the browser bundle skips validation. */
export function trimmedText(minLength: number, error: string) {
  return z
    .string({ error: 'expected text' })
    .min(minLength, { error })
    .refine((text) => text === text.trim(), { error: 'expected no leading or trailing spaces' })
}

export const nonEmptyText = trimmedText(1, 'expected non-empty text')

/** An internal path such as `/games/minecraft`: leading slash, no trailing slash (except the root). */
export const internalPath = z
  .string({ error: 'expected a path' })
  // Page addresses end in a slash (data/routePaths.ts): `/games/minecraft` would cost a redirect on every host.
  .regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*\/)?$/, { error: 'expected a lower-case path like /games/minecraft/' })

export const httpsUrl = z.url({ protocol: /^https$/, error: 'expected an https:// URL' })

function parsedUrl(text: string): URL | undefined {
  try {
    return new URL(text)
  } catch {
    return undefined
  }
}

/** `https://www.example.com`: https, a lower-case host (and port), and nothing after it. */
export function isHttpsOrigin(text: string): boolean {
  const url = parsedUrl(text)
  return url !== undefined && url.protocol === 'https:' && url.origin === text
}

/** An https origin, optionally with a path (`https://billing.example.com/portal`); no query, fragment or slash at the end. */
export function isHttpsBase(text: string): boolean {
  const url = parsedUrl(text)
  if (url === undefined || url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false
  return text === (url.pathname === '/' ? url.origin : `${url.origin}${url.pathname}`) && !text.endsWith('/')
}

/**
 * A short identifier such as a storage key: lower-case letters, digits and single hyphens. It ends up in
 * inline script and attribute values, so anything that could change their meaning is refused.
 */
export const identifier = z
  .string({ error: 'expected an identifier' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'expected a short identifier of a-z, 0-9 and hyphens, like tarang-theme',
  })
  .max(40, { error: 'expected at most 40 characters' })

/** Image referenced from `public/`, e.g. `/images/games/minecraft.svg`. */
export const publicAsset = z
  .string({ error: 'expected a public asset path' })
  .regex(/^\/[\w./-]+\.(?:svg|png|jpe?g|webp|avif|ico)$/, { error: 'expected a path under public/ like /images/x.svg' })

export const altText = trimmedText(3, 'expected real alt text')

/** ISO calendar date, `2025-08-09`. Displayed formats are derived from it. */
export const isoDate = z.iso.date({ error: 'expected an ISO date like 2025-08-09' })

export const themeName = z.enum(['light', 'dark', 'system'], { error: 'expected light, dark or system' })
export type ThemeName = z.infer<typeof themeName>
