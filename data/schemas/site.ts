import { z } from 'zod'
import { httpsOrigin, httpsUrl, identifier, isHttpsBase, nonEmptyText, pastIsoDate, themeName } from './common'

const postalAddress = z.strictObject({
  streetAddress: nonEmptyText,
  locality: nonEmptyText,
  region: nonEmptyText,
  postalCode: z.string().regex(/^\d{6}$/, { error: 'expected a six-digit PIN code' }),
  country: z.literal('IN'),
})

/** A path appended to the billing URL as it is: one leading "/" (`…example.com` + `cart.php` is another host). */
const billingPath = z
  .string({ error: 'expected a path' })
  .regex(/^\/(?![/\\])[A-Za-z0-9._~!$'()*+,;=:@%/-]*(?:\?[A-Za-z0-9._~!$'()*+,;=:@%/?&-]*)?$/, {
    error: 'expected a path on the billing site starting with a single "/", such as /cart.php or /index.php?rp=/login',
  })

const socialProfile = z.strictObject({ label: nonEmptyText, url: httpsUrl })

export const siteConfigSchema = z.strictObject({
  brandName: nonEmptyText,
  /** Short form for tight spaces (the Discord plan named after the brand, the logo alt). */
  brandShortName: nonEmptyText,
  tagline: nonEmptyText,
  /** From SITE_URL: canonical URLs, Open Graph and the sitemap are this plus a path, so nothing may follow the host. */
  origin: httpsOrigin(
    'expected an https origin such as https://www.example.com, with a lower-case host and nothing after it (no path, query, fragment or trailing slash); it comes from SITE_URL when that is set',
  ),
  billing: z.strictObject({
    baseUrl: z.string().refine(isHttpsBase, {
      error: 'expected an https URL of the billing site with no query, fragment or trailing slash',
    }),
    /** Paths on the billing site (WHMCS-style), appended to baseUrl; order links are built in data/orderLinks.ts. */
    paths: z.strictObject({
      login: billingPath,
      register: billingPath,
      clientArea: billingPath,
      knowledgebase: billingPath,
      supportTicket: billingPath,
      // Order links add their own query string to this one.
      cart: billingPath.refine((path) => !path.includes('?'), { error: 'expected a path with no query string' }),
    }),
  }),
  contact: z.strictObject({
    supportEmail: z.email({ error: 'expected an email address' }),
    phone: z.strictObject({
      display: nonEmptyText,
      e164: z.string().regex(/^\+\d{8,15}$/, { error: 'expected +<digits>' }),
    }),
    emailResponseHours: z.number().int().positive(),
    ticketReplyMinutes: z.number().int().positive(),
  }),
  social: z.strictObject({
    discordInvite: httpsUrl,
    videoChannel: socialProfile,
    professionalNetwork: socialProfile,
    reviewSite: socialProfile,
  }),
  legal: z.strictObject({
    merchantEntity: nonEmptyText,
    registeredAddress: postalAddress,
    operationalAddress: postalAddress,
    lastUpdated: pastIsoDate(),
  }),
  /** The business gave two readings of the default theme; both are kept and the data check flags them. */
  defaultTheme: z.strictObject({ pages: themeName, themeMechanism: themeName }),
  /** Two readings again: the footer shows one year, the mobile menu another. */
  copyrightYear: z.strictObject({ footer: z.number().int().min(2000), mobileMenu: z.number().int().min(2000) }),
  /** Optional third-party integrations; empty means nothing loads and nothing is contacted. */
  integrations: z.strictObject({
    trackingTag: z.strictObject({
      scriptUrl: z.union([z.literal(''), httpsUrl]),
      // Each goes into the CSP and is named in the privacy policy, so each must be one plain origin.
      beaconOrigins: z.array(httpsOrigin('expected an https origin such as https://beacon.example.net')),
    }),
    reviewsWidget: z.strictObject({ scriptUrl: z.union([z.literal(''), httpsUrl]) }),
  }),
  /** localStorage key of the theme choice; written into the inline theme script. */
  themeStorageKey: identifier,
})

export type SiteConfig = z.output<typeof siteConfigSchema>
