import { buildSetting } from '../lib/env'
import { consentSettings } from './consent'
import { defineData } from './define'
import { integrations } from './integrations'
import { consentSettingsSchema } from './schemas/consent'
import { siteConfigSchema } from './schemas/site'
import { themeSettings } from './uiSettings'

/**
 * The business's identity and contact details: example.com placeholders until the business supplies real ones, which
 * the data check warns about (and fails a build whose SITE_URL is a real domain).
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
  copyrightYear: { footer: 2025, mobileMenu: 2024 },
  // Kept in plain modules because the browser reads them; validated here with the rest.
  integrations,
  ...themeSettings,
})

// The consent banner's plain values (data/consent.ts), validated at build time beside the integrations they serve.
defineData('data/consent.ts', 'consentSettings', consentSettingsSchema, consentSettings)

export function absoluteSiteUrl(path: string): string {
  return `${site.origin}${path}`
}

export function billingUrl(path: keyof typeof site.billing.paths): string {
  return `${site.billing.baseUrl}${site.billing.paths[path]}`
}
