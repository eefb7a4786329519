import { z } from 'zod'
import { uniqueBy } from './checks'
import { nonEmptyText } from './common'

/** A run of text, optionally a link (internal path, https, mailto: or tel:). */
const inlineLink = z.strictObject({
  text: nonEmptyText,
  href: z.string().regex(/^(?:\/[a-z0-9/-]*|https:\/\/\S+|mailto:\S+@\S+|tel:\+\d+)$/, {
    error: 'expected an internal path, an https:// URL, mailto: or tel:',
  }),
})
const inline = z.union([z.string().min(1), inlineLink])
export type PolicyInline = z.output<typeof inline>
const rich = z.array(inline).min(1)

const block = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('paragraph'), content: rich }),
  z.strictObject({ kind: z.literal('list'), items: z.array(rich).min(1) }),
  /** The control that shows the consent banner again (components/consent/ConsentSettingsButton.tsx). */
  z.strictObject({ kind: z.literal('consentSettings') }),
])
export type PolicyBlock = z.output<typeof block>

const section = z.strictObject({
  /** Anchor id for the table of contents. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'expected a lower-case anchor id' }),
  heading: nonEmptyText,
  blocks: z.array(block).min(1),
})
export type PolicySection = z.output<typeof section>

export const policyTextSchema = z.strictObject({
  /** A short plain-language summary above the table of contents, shown after 'In short:'. */
  summary: nonEmptyText,
  sections: z.array(section).min(3).superRefine(uniqueBy<PolicySection>('id')),
})
export type PolicyText = z.output<typeof policyTextSchema>

export const policyTextsSchema = z.strictObject({
  terms: policyTextSchema,
  privacy: policyTextSchema,
  refund: policyTextSchema,
})
