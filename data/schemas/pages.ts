import { z } from 'zod'
import { uniqueBy } from './checks'
import { internalPath, nonEmptyText } from './common'
import { siteLink } from './links'
import { iconName } from './navigation'
import { actionSchema, headingAndIntro, iconCardSchema, linkedCallToActionSchema } from './pageContent'

/** Copy for the content pages (About, Contact, Status) that is not already a fact of another data module. */

const stat = z.strictObject({
  icon: iconName,
  /** The figure as shown, e.g. '500+'. */
  value: nonEmptyText,
  /** What it counts, e.g. 'servers hosted'. */
  label: nonEmptyText,
})

export const aboutContentSchema = z.strictObject({
  story: z.strictObject({ heading: nonEmptyText, paragraphs: z.array(nonEmptyText).min(2) }),
  stats: z.strictObject({ heading: nonEmptyText, items: z.array(stat).length(4) }),
  values: z.strictObject({ ...headingAndIntro, items: z.array(iconCardSchema).length(3) }),
  team: z.strictObject({ ...headingAndIntro, cardHint: nonEmptyText }),
  timeline: z.strictObject(headingAndIntro),
  testimonials: z.strictObject({ ...headingAndIntro, reviewAction: actionSchema }),
  callToAction: linkedCallToActionSchema,
})

export const contactContentSchema = z.strictObject({
  channels: z.strictObject(headingAndIntro),
  legal: z.strictObject(headingAndIntro),
})

const serviceLine = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, { error: 'expected a lower-case id' }),
  name: nonEmptyText,
  icon: iconName,
  href: internalPath,
  description: nonEmptyText,
  /** The uptime commitment as shown; a promise, never a measured figure. */
  uptimeCommitment: nonEmptyText,
})

const announcementChannel = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, { error: 'expected a lower-case id' }),
  title: nonEmptyText,
  icon: iconName,
  description: nonEmptyText,
  href: siteLink('path', 'https'),
  /** The words of the arrow line at the bottom of the card. */
  cta: nonEmptyText,
})

export const statusContentSchema = z.strictObject({
  notice: z.strictObject({ heading: nonEmptyText, text: nonEmptyText }),
  services: z.strictObject({
    ...headingAndIntro,
    /** Where each line's incidents are announced, as shown on its card (the channels below). */
    announcedIn: nonEmptyText,
    items: z.array(serviceLine).min(1).superRefine(uniqueBy('id')),
  }),
  channels: z.strictObject({
    ...headingAndIntro,
    items: z.array(announcementChannel).min(1).superRefine(uniqueBy('id')),
  }),
  steps: z.strictObject({ heading: nonEmptyText, items: z.array(nonEmptyText).min(2) }),
})

export const faqPageContentSchema = z.strictObject({ followUp: linkedCallToActionSchema })
