import { buildSetting } from '../lib/env'
import { defineData } from './define'
import { siteConfigSchema } from './schemas/site'

/**
 * The business's identity and contact details. The brand is fictional and every address is an example.com
 * placeholder until the business supplies real ones; the data check warns about that (and fails a build
 * whose SITE_URL is a real domain).
 */
export const site = defineData('data/site.ts', 'site', siteConfigSchema, {
  brandName: 'Tarang Cloud',
  brandShortName: 'Tarang',
  tagline: 'Game servers, VPS and hosting from India',
  origin: (buildSetting('SITE_URL') ?? 'https://www.example.com').replace(/\/+$/, ''),
  billing: {
    baseUrl: 'https://billing.example.com',
    paths: {
      login: '/index.php?rp=/login',
      register: '/register.php',
      clientArea: '/clientarea.php',
      knowledgebase: '/index.php?rp=/knowledgebase',
      supportTicket: '/submitticket.php',
      cart: '/cart.php',
    },
  },
  contact: {
    supportEmail: 'support@example.com',
    phone: { display: '+91 00000 00000', e164: '+910000000000' },
    emailResponseHours: 24,
    ticketReplyMinutes: 15,
  },
  social: {
    discordInvite: 'https://discord.example.com/invite/tarang-cloud',
    videoChannel: { label: 'YouTube', url: 'https://video.example.com/@tarangcloud' },
    professionalNetwork: { label: 'LinkedIn', url: 'https://network.example.com/company/tarang-cloud' },
    reviewSite: { label: 'Trustpilot', url: 'https://reviews.example.com/review/tarang-cloud' },
  },
  legal: {
    merchantEntity: 'Tarang Cloud Services (example merchant entity)',
    registeredAddress: {
      streetAddress: '101 Example Towers, Bandra Kurla Complex',
      locality: 'Mumbai',
      region: 'Maharashtra',
      postalCode: '400051',
      country: 'IN',
    },
    operationalAddress: {
      streetAddress: '12 Sample Business Park, Hinjewadi Phase 1',
      locality: 'Pune',
      region: 'Maharashtra',
      postalCode: '411057',
      country: 'IN',
    },
    lastUpdated: '2025-08-09',
  },
  defaultTheme: { pages: 'dark', themeMechanism: 'system' },
  copyrightYear: { footer: 2025, mobileMenu: 2024 },
  // Optional third-party tags, off unless configured here or by the build settings of the same names (README,
  // "Third-party tags"). Each loads only after the page is interactive; the CSP admits exactly its origins.
  integrations: {
    trackingTag: {
      scriptUrl: buildSetting('TRACKING_TAG_URL') ?? '',
      /** Where the tag sends its hits, when that is not the script's own origin. */
      beaconOrigins: (buildSetting('TRACKING_BEACON_ORIGINS') ?? '').split(/[\s,]+/).filter(Boolean),
    },
    reviewsWidget: { scriptUrl: buildSetting('REVIEWS_WIDGET_URL') ?? '' },
  },
  themeStorageKey: 'tarang-theme',
})

/** Absolute URL on the site's own origin for an internal path. */
export function absoluteSiteUrl(path: string): string {
  return path === '/' ? `${site.origin}/` : `${site.origin}${path}`
}

/** Absolute URL on the external billing site. */
export function billingUrl(path: keyof typeof site.billing.paths): string {
  return `${site.billing.baseUrl}${site.billing.paths[path]}`
}
