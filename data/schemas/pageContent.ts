import { z } from 'zod'
import { nonEmptyText, publicAsset } from './common'
import { iconName } from './navigation'

/** Building blocks of page copy, shared by the game and server pages. */
export const iconCardSchema = z.strictObject({ icon: iconName, title: nonEmptyText, description: nonEmptyText })
export const sectionCopySchema = z.strictObject({ heading: nonEmptyText, intro: nonEmptyText.optional() })
export const callToActionSchema = z.strictObject({
  heading: nonEmptyText,
  text: nonEmptyText,
  primaryAction: nonEmptyText,
  secondaryAction: nonEmptyText.optional(),
})
export const linkedIconCardSchema = iconCardSchema.extend({ href: nonEmptyText, linkLabel: nonEmptyText })
export const supportSectionSchema = sectionCopySchema.extend({ items: z.array(linkedIconCardSchema).length(3) })
export const statSchema = z.strictObject({ id: nonEmptyText, label: nonEmptyText, value: nonEmptyText })
export const galleryImageSchema = z.strictObject({
  src: publicAsset,
  alt: z.string().min(3),
  caption: nonEmptyText,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})

export type IconCardCopy = z.output<typeof iconCardSchema>
export type CallToActionCopy = z.output<typeof callToActionSchema>
export type LinkedIconCardCopy = z.output<typeof linkedIconCardSchema>
export type SupportSectionCopy = z.output<typeof supportSectionSchema>
