import { z } from 'zod'
import { claimsByPlace } from '../claims'
import { copyFrom } from '../markdown'
import { routePaths } from '../routePaths'
import { nonEmptyText } from '../schemas/common'
import {
  badgeGroupSchema,
  callToActionSchema,
  iconCardSchema,
  imageSchema,
  linkedCallToActionSchema,
  sectionCopySchema,
} from '../schemas/pageContent'
import { site } from '../site'

/** The copy is in content/pages/servers.yaml; figures and links come from data/claims.ts, site.ts, routePaths.ts. */
const copy = copyFrom('pages/servers.yaml', { claims: claimsByPlace, site, paths: routePaths })

/** Sections both VPS pages share; the differences between the lines are data in data/plans. */
export const vpsPageCopy = copy(
  'vpsPageCopy',
  z.strictObject({
    badgesLabel: nonEmptyText,
    termsLabel: nonEmptyText,
    choosePlanAction: nonEmptyText,
    plans: sectionCopySchema,
    resources: sectionCopySchema,
    network: sectionCopySchema.extend({ items: z.array(iconCardSchema).min(3), image: imageSchema }),
    controlPanel: sectionCopySchema.extend({ items: z.array(iconCardSchema).min(3) }),
    carouselLabel: nonEmptyText,
  }),
)

/** Copy of /servers/vps, the overview of both VPS lines. */
export const vpsOverviewCopy = copy(
  'vpsOverviewCopy',
  z.strictObject({
    comparison: sectionCopySchema,
    choose: sectionCopySchema.extend({ items: z.array(iconCardSchema).length(2) }),
    callToAction: linkedCallToActionSchema,
  }),
)

export const vdsPageCopy = copy(
  'vdsPageCopy',
  z.strictObject({
    whatIs: sectionCopySchema.extend({ paragraphs: z.array(nonEmptyText).min(2) }),
    plans: sectionCopySchema,
    notifyAction: nonEmptyText,
    notifyReason: nonEmptyText,
  }),
)

export const webHostingPageCopy = copy(
  'webHostingPageCopy',
  z.strictObject({
    badges: badgeGroupSchema,
    choosePlanAction: nonEmptyText,
    stats: z.strictObject({ uptimeLabel: nonEmptyText, loadLabel: nonEmptyText, initialUptime: z.number() }),
    plans: sectionCopySchema,
    whyChoose: sectionCopySchema.extend({ items: z.array(iconCardSchema).min(3) }),
    cpanel: sectionCopySchema.extend({
      items: z.array(iconCardSchema).min(4),
      image: imageSchema,
      liveTag: nonEmptyText,
    }),
    callToAction: callToActionSchema,
  }),
)

export const discordBotPageCopy = copy(
  'discordBotPageCopy',
  z.strictObject({
    badges: badgeGroupSchema,
    getStartedAction: nonEmptyText,
    stats: z.strictObject({
      uptimeLabel: nonEmptyText,
      responseLabel: nonEmptyText,
      locationsLabel: nonEmptyText,
      setupLabel: nonEmptyText,
      initialUptime: z.number(),
    }),
    plans: sectionCopySchema,
    features: sectionCopySchema.extend({ items: z.array(iconCardSchema).length(6) }),
    illustration: imageSchema,
    supportIntro: nonEmptyText,
    callToAction: callToActionSchema,
  }),
)
