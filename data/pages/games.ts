import { z } from 'zod'
import { claimsByPlace } from '../claims'
import { copyFrom } from '../markdown'
import { routePaths } from '../routePaths'
import { nonEmptyText } from '../schemas/common'
import {
  badgeGroupSchema,
  callToActionSchema,
  galleryImageSchema,
  iconCardSchema,
  linkCardSchema,
  linkedCallToActionSchema,
  sectionCopySchema,
} from '../schemas/pageContent'
import { site } from '../site'

/** The copy is in content/pages/games.yaml; figures and links come from data/claims.ts, site.ts and routePaths.ts. */
const copy = copyFrom('pages/games.yaml', { claims: claimsByPlace, site, paths: routePaths })

export const gamesCataloguePage = copy(
  'gamesCataloguePage',
  z.strictObject({
    badges: badgeGroupSchema,
    exploreAction: nonEmptyText,
    search: z.strictObject({ label: nonEmptyText, placeholder: nonEmptyText, emptyMessage: nonEmptyText }),
    grid: sectionCopySchema,
    solutions: sectionCopySchema.extend({ items: z.array(linkCardSchema).length(4) }),
    whyChoose: sectionCopySchema.extend({ items: z.array(iconCardSchema).length(6) }),
    crossPlatform: sectionCopySchema.extend({ items: z.array(iconCardSchema).length(4) }),
    stats: z.array(z.strictObject({ id: nonEmptyText, label: nonEmptyText, value: nonEmptyText })).min(3),
    callToAction: linkedCallToActionSchema,
  }),
)

export const minecraftPage = copy(
  'minecraftPage',
  z.strictObject({
    badges: badgeGroupSchema,
    features: z.array(iconCardSchema).min(4),
    choosePlanAction: nonEmptyText,
    performance: sectionCopySchema.extend({
      uptimeLabel: nonEmptyText,
      pingLabel: nonEmptyText,
      initialUptime: z.number(),
      ping: z.strictObject({ min: z.number(), max: z.number(), decimals: z.number().int(), initial: z.number() }),
    }),
    plans: sectionCopySchema.extend({
      tabsLabel: nonEmptyText,
      premiumTab: nonEmptyText,
      budgetTab: nonEmptyText,
      budgetEmpty: z.strictObject({ heading: nonEmptyText, text: nonEmptyText }),
    }),
    gallery: sectionCopySchema.extend({ images: z.array(galleryImageSchema).min(3) }),
    whyChoose: sectionCopySchema.extend({ items: z.array(iconCardSchema).min(3) }),
    callToAction: callToActionSchema,
  }),
)

export const palworldPage = copy(
  'palworldPage',
  z.strictObject({
    badges: badgeGroupSchema,
    plans: sectionCopySchema,
    whyChoose: sectionCopySchema.extend({ items: z.array(iconCardSchema).min(3) }),
    callToAction: callToActionSchema,
  }),
)

/** The template of the generated page for every other catalogue game. */
export const catalogueGamePage = copy(
  'catalogueGamePage',
  z.strictObject({
    platformHeading: nonEmptyText,
    platformClaims: z.array(iconCardSchema).length(5),
    onRequest: z.strictObject({
      heading: nonEmptyText,
      text: nonEmptyText,
      contactAction: nonEmptyText,
      discordAction: nonEmptyText,
      billingAction: nonEmptyText,
    }),
    relatedHeading: nonEmptyText,
  }),
)
