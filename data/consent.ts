import type { ConsentSettings } from './schemas/consent'

/**
 * The consent banner shown before the optional third-party tags load, on builds with a tag configured. Plain values,
 * since the banner's script reads them; data/site.ts validates them.
 */
export const consentSettings = {
  storageKey: 'tarang-consent',
  heading: 'Cookies and analytics',
  accept: 'Accept',
  reject: 'Reject',
  settings: 'Cookie settings',
} satisfies ConsentSettings
