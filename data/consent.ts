import { defineData } from './define'
import { consentSettingsSchema } from './schemas/consent'

/**
 * The consent banner shown before the optional third-party tags load (components/consent/). Only pages built
 * with a tag configured (data/site.ts integrations) show it.
 */
export const consentSettings = defineData('data/consent.ts', 'consentSettings', consentSettingsSchema, {
  storageKey: 'tarang-consent',
  heading: 'Cookies and analytics',
  accept: 'Accept',
  reject: 'Reject',
  settings: 'Cookie settings',
})
