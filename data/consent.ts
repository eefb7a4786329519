import type { ConsentSettings } from './schemas/consent'

/**
 * The consent banner shown before the optional third-party tags load (components/consent/). Only pages built
 * with a tag configured (data/integrations.ts) show it. Plain values, since the banner's script reads them;
 * data/site.ts validates them when the site is built.
 */
export const consentSettings = {
  storageKey: 'tarang-consent',
  heading: 'Cookies and analytics',
  accept: 'Accept',
  reject: 'Reject',
  settings: 'Cookie settings',
} satisfies ConsentSettings
