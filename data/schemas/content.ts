import { z } from 'zod'
import { uniqueBy } from './checks'
import { altText, internalPath, isoDate, nonEmptyText, pastIsoDate, publicAsset } from './common'
import { siteLink } from './links'
import { iconName } from './navigation'

const contentId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'expected a lower-case id' })

const faqItemSchema = z.strictObject({
  /** Stable anchor id, e.g. `refunds`. */
  id: contentId,
  question: nonEmptyText.refine((text) => text.endsWith('?'), { error: 'expected a question ending in ?' }),
  /** Plain text (no markup); also used verbatim in FAQPage structured data. */
  answer: nonEmptyText.refine((text) => !/[<>]/.test(text), { error: 'expected plain text without markup' }),
})
export type FaqItem = z.infer<typeof faqItemSchema>
export const faqItemsSchema = z
  .array(faqItemSchema)
  .min(8, { error: 'expected 8 to 10 FAQ items' })
  .max(10, { error: 'expected 8 to 10 FAQ items' })
  .superRefine(uniqueBy('id'))
  .superRefine(uniqueBy('question'))

const teamMemberSchema = z.strictObject({
  slug: contentId,
  name: nonEmptyText,
  role: nonEmptyText,
  img: publicAsset,
  imgAlt: altText,
  bio: nonEmptyText,
  hobbies: z.array(nonEmptyText).min(1),
  skills: z.array(nonEmptyText).min(1),
  joinDate: isoDate,
  quote: nonEmptyText,
})
export type TeamMember = z.infer<typeof teamMemberSchema>
export const teamMembersSchema = z.array(teamMemberSchema).min(1).superRefine(uniqueBy('slug'))

const timelineItemSchema = z.strictObject({
  year: z.number().int().min(2000).max(2100),
  event: nonEmptyText,
  description: nonEmptyText,
})
export type TimelineItem = z.infer<typeof timelineItemSchema>
export const timelineSchema = z
  .array(timelineItemSchema)
  .min(1)
  .refine((items) => items.every((item, index) => index === 0 || (items[index - 1]?.year ?? 0) <= item.year), {
    error: 'expected timeline items in year order',
  })

const testimonialSchema = z.strictObject({
  id: contentId,
  name: nonEmptyText,
  role: nonEmptyText,
  text: nonEmptyText,
  rating: z.number().int().min(1).max(5),
  /** True for an invitation slot, not a customer review: never mark it up as a Review in structured data. */
  placeholder: z.boolean(),
})
export type Testimonial = z.infer<typeof testimonialSchema>
export const testimonialsSchema = z.array(testimonialSchema).min(1).superRefine(uniqueBy('id'))

const contactItemSchema = z.strictObject({
  id: contentId,
  title: nonEmptyText,
  /** The address or handle shown on the card. */
  details: nonEmptyText,
  description: nonEmptyText,
  href: siteLink('mailto', 'https'),
  icon: iconName,
})
export const contactItemsSchema = z.array(contactItemSchema).min(1).superRefine(uniqueBy('id'))

/** A policy as of the build's clock `now` (tests pass their own): no page may say it changed in the future. */
const policySchemaAt = (now: () => Date) =>
  z
    .strictObject({
      id: z.enum(['terms', 'privacy', 'refund']),
      title: nonEmptyText,
      path: internalPath,
      lastUpdated: pastIsoDate(now),
      /** The date as the page prints it (DD-MM-YYYY or ISO, as the business wrote it); must be the same day. */
      lastUpdatedShown: z
        .string()
        .regex(/^(?:\d{2}-\d{2}-\d{4}|\d{4}-\d{2}-\d{2})$/, { error: 'expected DD-MM-YYYY or YYYY-MM-DD' }),
    })
    .refine(
      (policy) =>
        policy.lastUpdatedShown === policy.lastUpdated ||
        policy.lastUpdatedShown === policy.lastUpdated.split('-').reverse().join('-'),
      { error: 'expected lastUpdatedShown to be the same date as lastUpdated', path: ['lastUpdatedShown'] },
    )
export const policiesSchemaAt = (now: () => Date) => z.array(policySchemaAt(now)).min(1).superRefine(uniqueBy('id'))
export const policiesSchema = policiesSchemaAt(() => new Date())

export const refundPolicyFactsSchema = z.strictObject({
  /** Refunds are possible only for the first order of these products. */
  eligibleProducts: z.array(nonEmptyText).min(1),
  firstPurchaseOnly: z.literal(true),
  requestWindowDays: z.number().int().positive(),
  sharedHostingRequiresProviderFault: z.boolean(),
  nonRefundable: z.array(nonEmptyText).min(1),
  cancellationNoticeDays: z.number().int().positive(),
  cancellationChannels: z.array(z.enum(['email', 'phone'])).min(1),
  /** Fee that may apply when cancellation notice is shorter than cancellationNoticeDays. */
  shortNoticeFeePercent: z.number().positive().max(100),
  chargebackConsequence: nonEmptyText,
  refundProcessingBusinessDays: z
    .strictObject({ min: z.number().int().positive(), max: z.number().int().positive() })
    .refine((range) => range.min <= range.max, { error: 'expected min <= max' }),
  refundDestination: nonEmptyText,
  partialRefunds: nonEmptyText,
})
