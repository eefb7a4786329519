import { z } from 'zod'
import { nonEmptyText, publicAsset } from './common'
import { headingAndIntro, iconCardSchema as iconCard, linkCardSchema, linkedCallToActionSchema } from './pageContent'

export const homeContentSchema = z.strictObject({
  hero: z.strictObject({
    eyebrow: nonEmptyText,
    primaryAction: nonEmptyText,
    secondaryAction: nonEmptyText,
    image: z.strictObject({ src: publicAsset, alt: z.string(), width: z.number().int(), height: z.number().int() }),
    highlights: z.array(nonEmptyText).min(2).max(4),
  }),
  featuredGames: z.strictObject({ ...headingAndIntro, seeAllAction: nonEmptyText }),
  features: z.strictObject({ ...headingAndIntro, items: z.array(iconCard).length(6) }),
  story: z.strictObject({ heading: nonEmptyText, paragraphs: z.array(nonEmptyText).min(2) }),
  whyChoose: z.strictObject({ heading: nonEmptyText, blocks: z.array(iconCard).length(3) }),
  faq: z.strictObject({ ...headingAndIntro, moreAction: nonEmptyText, count: z.number().int().min(3) }),
  beyondGaming: z.strictObject({ ...headingAndIntro, tiles: z.array(linkCardSchema).length(4) }),
  startHere: linkedCallToActionSchema,
})
