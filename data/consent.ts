import type { ConsentSettings } from './schemas/consent'

/** The consent banner of builds with a third-party tag: plain values for its script; data/site.ts validates them. */
export const consentSettings = {
  storageKey: 'tarang-consent',
  heading: 'Cookies and analytics',
  accept: 'Accept',
  reject: 'Reject',
  settings: 'Cookie settings',
} satisfies ConsentSettings
