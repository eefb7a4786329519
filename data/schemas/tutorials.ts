import { z } from 'zod'
import { uniqueBy } from './checks'
import { httpsUrl, nonEmptyText, publicAsset } from './common'

const tutorialCategoryIds = ['minecraft', 'palworld', 'dc-bot', 'web-hosting', 'vps-hosting', 'hosting-design'] as const
const tutorialCategoryId = z.enum(tutorialCategoryIds, {
  error: `expected one of ${tutorialCategoryIds.join(', ')}`,
})

/** Category icons, and CirclePlay for an unknown one: the explorer island bundles only these (TutorialIcon.tsx). */
const tutorialIconNames = ['Pickaxe', 'PawPrint', 'Bot', 'Globe', 'Server', 'Palette', 'CirclePlay'] as const
export type TutorialIconName = (typeof tutorialIconNames)[number]

const subcategorySchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'expected a lower-case id' }),
  label: nonEmptyText,
})

const tutorialCategorySchema = z.strictObject({
  id: tutorialCategoryId,
  label: nonEmptyText,
  icon: z.enum(tutorialIconNames, { error: `expected one of ${tutorialIconNames.join(', ')}` }),
  subcategories: z.array(subcategorySchema).min(1).superRefine(uniqueBy('id')),
})
export type TutorialCategory = z.infer<typeof tutorialCategorySchema>
export const tutorialCategoriesSchema = z
  .array(tutorialCategorySchema)
  .length(tutorialCategoryIds.length, { error: `expected all ${tutorialCategoryIds.length} tutorial categories` })
  .superRefine(uniqueBy('id'))

const tutorialVideoSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'expected a lower-case id' }),
  title: nonEmptyText,
  description: nonEmptyText,
  /** 'm:ss' (or 'mm:ss'). */
  duration: z.string().regex(/^\d{1,2}:[0-5]\d$/, { error: 'expected a duration like 7:05' }),
  /** View count as shown: '874', '1.2K', '2M'. */
  views: z.string().regex(/^\d+(?:\.\d)?[KM]?$/, { error: 'expected a view count like 874 or 1.2K' }),
  category: tutorialCategoryId,
  subcategory: nonEmptyText,
  youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, { error: 'expected an 11-character video id' }),
  youtubeUrl: httpsUrl,
  /** The video site's thumbnail, or a picture in public/ for a video not published yet (its thumbnail would fail). */
  thumbnail: z.union([httpsUrl, publicAsset]),
  /** Lower-quality picture on the video site to try when `thumbnail` fails to load; none after a local picture. */
  fallbackThumbnail: httpsUrl.optional(),
  channel: nonEmptyText,
})
export type TutorialVideo = z.infer<typeof tutorialVideoSchema>

/** Videos whose subcategory must exist in their category. */
export function tutorialVideosSchema(categories: readonly TutorialCategory[]) {
  return z
    .array(tutorialVideoSchema)
    .min(1)
    .superRefine(uniqueBy('id'))
    .superRefine(uniqueBy('youtubeId'))
    .superRefine((videos, ctx) => {
      videos.forEach((video, index) => {
        const category = categories.find((candidate) => candidate.id === video.category)
        const known = category?.subcategories.map((sub) => sub.id) ?? []
        if (!known.includes(video.subcategory))
          ctx.addIssue({
            code: 'custom',
            message: `expected a subcategory of ${video.category}: ${known.join(', ') || '(category not defined)'}`,
            path: [index, 'subcategory'],
          })
      })
    })
}
