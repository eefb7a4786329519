import { z } from 'zod'
import { nonEmptyText, publicAsset } from './common'
import { iconCardSchema as iconCard, linkCardSchema, linkedCallToActionSchema } from './pageContent'

/** A home section: its heading, then its own fields. */
const section = <Fields extends z.ZodRawShape>(fields: Fields) => z.strictObject({ heading: nonEmptyText, ...fields })

export const homeContentSchema = z.strictObject({
  hero: z.strictObject({
    eyebrow: nonEmptyText,
    primaryAction: nonEmptyText,
    secondaryAction: nonEmptyText,
    image: z.strictObject({ src: publicAsset, alt: z.string(), width: z.number().int(), height: z.number().int() }),
    highlights: z.array(nonEmptyText).min(2).max(4),
  }),
  featuredGames: z.strictObject({ heading: nonEmptyText, intro: nonEmptyText, seeAllAction: nonEmptyText }),
  features: z.strictObject({ heading: nonEmptyText, intro: nonEmptyText, items: z.array(iconCard).length(6) }),
  story: z.strictObject({ heading: nonEmptyText, paragraphs: z.array(nonEmptyText).min(2) }),
  whyChoose: z.strictObject({ heading: nonEmptyText, blocks: z.array(iconCard).length(3) }),
  faq: section({ intro: nonEmptyText, moreAction: nonEmptyText, count: z.number().int().min(3) }),
  beyondGaming: z.strictObject({
    heading: nonEmptyText,
    intro: nonEmptyText,
    tiles: z.array(linkCardSchema).length(4),
  }),
  startHere: linkedCallToActionSchema,
})
export type HomeContent = z.output<typeof homeContentSchema>
