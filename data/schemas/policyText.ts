import { z } from 'zod'
import { uniqueBy } from './checks'
import { nonEmptyText } from './common'

/** One numbered section of a legal page, rendered from Markdown at build time (data/markdown.ts). */
const section = z.strictObject({
  /** Anchor id for the table of contents. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'expected a lower-case anchor id' }),
  heading: nonEmptyText,
  html: z.string().min(1),
  /** A component that ends the section: the control that shows the consent banner again. */
  component: z.string().pipe(z.literal('consent-settings')).optional(),
})

const policyTextSchema = z.strictObject({
  /** A short plain-language summary (inline HTML) above the table of contents, shown after 'In short:'. */
  summary: nonEmptyText,
  sections: z.array(section).min(3).superRefine(uniqueBy('id')),
})
export type PolicyText = z.output<typeof policyTextSchema>

export const policyTextsSchema = z.record(z.enum(['terms', 'privacy', 'refund']), policyTextSchema)
