import { z } from 'zod'
import { nonEmptyText } from './common'

export const consentSettingsSchema = z.strictObject({
  /** The browser storage key of the visitor's choice; an identifier, so it can never carry markup. */
  storageKey: z.string().regex(/^[a-z][a-z0-9-]{2,40}$/, { error: 'expected a lower-case key like tarang-consent' }),
  heading: nonEmptyText,
  accept: nonEmptyText,
  reject: nonEmptyText,
  /** The footer and privacy-policy control that shows the banner again. */
  settings: nonEmptyText,
})

export type ConsentSettings = z.output<typeof consentSettingsSchema>
