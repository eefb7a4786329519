import { z } from 'zod'
import { absoluteUrl, httpsUrl, isoDate, nonEmptyText, themeName } from './common'

const postalAddress = z.strictObject({
  streetAddress: nonEmptyText,
  locality: nonEmptyText,
  region: nonEmptyText,
  postalCode: z.string().regex(/^\d{6}$/, { error: 'expected a six-digit PIN code' }),
  country: z.literal('IN'),
})

const socialProfile = z.strictObject({ label: nonEmptyText, url: httpsUrl })

export const siteConfigSchema = z.strictObject({
  brandName: nonEmptyText,
  /** Short form for tight spaces (the Discord plan named after the brand, the logo alt). */
  brandShortName: nonEmptyText,
  tagline: nonEmptyText,
  /** Origin the site is served from; no trailing slash. Overridden at build time by SITE_URL. */
  origin: absoluteUrl.refine((url) => !url.endsWith('/'), { error: 'expected an origin without trailing slash' }),
  billing: z.strictObject({
    baseUrl: httpsUrl.refine((url) => !url.endsWith('/'), { error: 'expected a URL without trailing slash' }),
    /** Paths on the billing site (WHMCS-style); order links are built in data/orderLinks.ts. */
    paths: z.strictObject({
      login: nonEmptyText,
      register: nonEmptyText,
      clientArea: nonEmptyText,
      knowledgebase: nonEmptyText,
      supportTicket: nonEmptyText,
      cart: nonEmptyText,
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
    lastUpdated: isoDate,
  }),
  /** The spec records two readings of the default theme; both are kept and the data check flags them. */
  defaultTheme: z.strictObject({ pages: themeName, themeMechanism: themeName }),
  /** Two readings again: the footer shows one year, the mobile menu another. */
  copyrightYear: z.strictObject({ footer: z.number().int().min(2000), mobileMenu: z.number().int().min(2000) }),
  /** Optional third-party integrations; empty means nothing loads and nothing is contacted. */
  integrations: z.strictObject({
    trackingTag: z.strictObject({
      scriptUrl: z.union([z.literal(''), httpsUrl]),
      beaconOrigins: z.array(z.url({ protocol: /^https$/, error: 'expected an https:// origin' })),
    }),
    reviewsWidget: z.strictObject({ scriptUrl: z.union([z.literal(''), httpsUrl]) }),
  }),
  themeStorageKey: nonEmptyText,
})

export type SiteConfig = z.output<typeof siteConfigSchema>
