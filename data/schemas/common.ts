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

/** A page path such as `/games/minecraft/`: it ends in a slash, as without one every host redirects. */
export const internalPath = z.string({ error: 'expected a path' }).regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*\/)?$/, {
  error: 'expected a lower-case path with a slash at each end, like /games/minecraft/',
})

export const httpsUrl = z.url({ protocol: /^https$/, error: 'expected an https:// URL' })

/** Why `text` is not an https origin (lower-case host, nothing after it), as a clause; undefined when it is one. */
export function httpsOriginProblem(text: string): string | undefined {
  // A wildcard would admit every host under a domain in the CSP, and names no origin in the privacy policy.
  if (text.includes('*')) return 'it has the wildcard *, which names no single host'
  const url = URL.parse(text)
  if (url === null) return 'it is not a URL'
  if (url.protocol !== 'https:') return `it uses ${url.protocol.slice(0, -1)}, not https`
  if (url.origin === text) return undefined
  if (url.username !== '' || url.password !== '') return 'it has a user name or password'
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || text.endsWith('/'))
    return 'it has a path, query, fragment or slash after the host'
  if (text.toLowerCase() === url.origin) return 'its host has upper-case letters'
  return `it is not written the way browsers write it (${url.origin})`
}

/** An https origin; `expected` says what is wanted after the reason, as in "expected an https origin such as …". */
export function httpsOrigin(expected: string) {
  return z.string({ error: expected }).superRefine((text, ctx) => {
    const problem = httpsOriginProblem(text)
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: `${problem}: ${expected}` })
  })
}

/** An https origin, optionally with a path (`https://billing.example.com/portal`); no query, fragment or slash at the end. */
export function isHttpsBase(text: string): boolean {
  const url = URL.parse(text)
  if (url === null || url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false
  return text === (url.pathname === '/' ? url.origin : `${url.origin}${url.pathname}`) && !text.endsWith('/')
}

/** A short identifier such as a storage key: it ends up in inline script and attributes, so nothing else is allowed. */
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

// The business and its policies are in India: a policy changed today is dated with India's calendar day.
const indianDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })

/** A date something last changed: never after the build's day (`now`; tests pass their own), or a page says so. */
export function pastIsoDate(now: () => Date = () => new Date()) {
  return isoDate.superRefine((date, ctx) => {
    const today = indianDay.format(now())
    if (date > today)
      ctx.addIssue({
        code: 'custom',
        message: `expected today (${today} in India) or earlier, not a date in the future`,
      })
  })
}

export const themeName = z.enum(['light', 'dark', 'system'], { error: 'expected light, dark or system' })
export type ThemeName = z.infer<typeof themeName>
