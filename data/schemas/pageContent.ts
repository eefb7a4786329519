import { z } from 'zod'
import { internalPath, nonEmptyText, publicAsset } from './common'
import { siteLink } from './links'
import { iconName } from './navigation'

/** Building blocks of page copy, shared by the game and server pages. */
export const iconCardSchema = z.strictObject({ icon: iconName, title: nonEmptyText, description: nonEmptyText })
export const linkCardSchema = iconCardSchema.extend({ href: internalPath })
export const sectionCopySchema = z.strictObject({ heading: nonEmptyText, intro: nonEmptyText.optional() })
/** The fields of a section with a heading and an intro, to spread before its own. */
export const headingAndIntro = { heading: nonEmptyText, intro: nonEmptyText }
/** A labelled row of short claims at the top of a product page. */
export const badgeGroupSchema = z.strictObject({ label: nonEmptyText, items: z.array(nonEmptyText).length(4) })
export const callToActionSchema = z.strictObject({
  heading: nonEmptyText,
  text: nonEmptyText,
  primaryAction: nonEmptyText,
  secondaryAction: nonEmptyText.optional(),
})
export const actionSchema = z.strictObject({ label: nonEmptyText, href: siteLink('path', 'https') })
/** A closing call to action that links elsewhere, both links written in the copy. */
export const linkedCallToActionSchema = z.strictObject({
  heading: nonEmptyText,
  text: nonEmptyText,
  primary: actionSchema,
  secondary: actionSchema,
})
const linkedIconCardSchema = iconCardSchema.extend({ href: siteLink('path', 'https'), linkLabel: nonEmptyText })
export const supportSectionSchema = sectionCopySchema.extend({ items: z.array(linkedIconCardSchema).length(3) })
/** A picture the copy places: its alt text and its size in CSS pixels. */
export const imageSchema = z.strictObject({
  src: publicAsset,
  alt: z.string().min(3),
  width: z.number().int(),
  height: z.number().int(),
})
export const galleryImageSchema = imageSchema.extend({
  caption: nonEmptyText,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
