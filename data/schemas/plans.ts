import { z } from 'zod'
import { slugify } from '../../lib/slug'
import { derivedField, orderLinks, uniqueBy } from './checks'
import { altText, httpsUrl, inrPrice, internalPath, nonEmptyText, positiveNumber, publicAsset } from './common'

const positiveInt = z
  .number({ error: 'expected a positive whole number' })
  .int({ error: 'expected a positive whole number' })
  .positive({ error: 'expected a positive whole number' })

/** Stable lower-case id such as `oak` or `ryzen-4gb`. */
const planId = z.string({ error: 'expected an id' }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: 'expected a lower-case id like ryzen-4gb',
})

/** A range shown as text: '2-20', '180-250+'. */
const countRange = z.string({ error: 'expected a range like 2-20' }).regex(/^\d+-\d+\+?$/, {
  error: 'expected a range like 2-20 or 180-250+',
})

/** Colour token for a plan card; components map each token to their own colours, so the data never carries CSS. */
const accentToken = z.enum(
  [
    'amber',
    'lime',
    'emerald',
    'orange',
    'slate',
    'rose',
    'pink',
    'red',
    'teal',
    'sky',
    'violet',
    'indigo',
    'cyan',
    'blue',
  ],
  { error: 'expected a known accent token' },
)
export type AccentToken = z.infer<typeof accentToken>

/** Pre-selected configurable options for the checkout: option id -> option value id (WHMCS `configoption[ID]=VALUE`). */
const configOptions = z.record(
  positiveInt,
  z.union([positiveInt, nonEmptyText], { error: 'expected an option value (number or text)' }),
  { error: 'expected an object of option id -> value' },
)

/** Fields every priced card plan starts with (`planHead`) and ends with (`planTail`). */
const planHead = { id: planId, name: nonEmptyText, /** Rupees per month. */ price: inrPrice }
const planTail = {
  popular: z.boolean(),
  accent: accentToken,
  /** Billing product id (WHMCS `pid`). */
  pid: positiveInt,
  configOptions,
  /** Built by data/orderLinks.ts from pid and configOptions. */
  orderUrl: httpsUrl,
}

const gameServerPlanShape = {
  ...planHead,
  ramGb: positiveNumber,
  ssdGb: positiveNumber,
  /** CPU cores; half cores exist (1.5, 3.5 ...). */
  cpuCores: positiveNumber.multipleOf(0.5, { error: 'expected cores in steps of 0.5' }),
  /** Supported player count as shown, e.g. '40-50'. */
  players: countRange,
  /** Cloud backup slots. */
  backups: positiveInt,
  img: publicAsset,
  imgAlt: altText,
  ...planTail,
}

/** A line's plans: unique ids and pids, each order link matching its plan. */
function planList<Plan extends { id: string; pid: number; orderUrl: string }>(
  plan: z.ZodType<Plan>,
  billingCycle?: 'monthly',
) {
  return z
    .array(plan)
    .min(1)
    .superRefine(uniqueBy('id'))
    .superRefine(uniqueBy('pid'))
    .superRefine(orderLinks(billingCycle))
}

/** Game plans also derive their id from the name and their image from the id. */
function gamePlanList<Plan extends z.infer<typeof palworldPlanSchema>>(plan: z.ZodType<Plan>, game: string) {
  return planList(plan)
    .superRefine(derivedField('id', (item) => slugify(item.name), 'the slug of the name'))
    .superRefine(
      derivedField('img', (item) => `/images/plans/${game}/${item.id}.svg`, `/images/plans/${game}/<id>.svg`),
    )
}

const palworldPlanSchema = z.strictObject(gameServerPlanShape)
export const palworldPlansSchema = gamePlanList(palworldPlanSchema, 'palworld')

const planTier = z.enum(['premium', 'budget'], { error: 'expected premium or budget' })
const minecraftPlanSchema = z.strictObject({ ...gameServerPlanShape, tier: planTier })
export const minecraftPlansSchema = gamePlanList(minecraftPlanSchema, 'minecraft')

const vpsPlanSchema = z.strictObject({
  id: planId,
  name: nonEmptyText,
  ramGb: positiveInt,
  vcores: positiveInt,
  /** Disk size; not stated for the Ryzen line, so optional. */
  storageGb: positiveInt.optional(),
  /** Monthly traffic allowance; Intel line only. */
  bandwidthTb: positiveNumber.optional(),
  /** Rupees per month, excluding taxes. */
  monthlyPrice: inrPrice,
  /** Data-centre city where stated (Ryzen: Mumbai). */
  location: nonEmptyText.optional(),
  popular: z.boolean(),
  pid: positiveInt,
  /** `…/cart.php?a=add&pid=N&billingcycle=monthly`, built by data/orderLinks.ts. */
  orderUrl: httpsUrl,
})

export const ryzenVpsPlansSchema = planList(vpsPlanSchema, 'monthly')
const intelVpsPlanSchema = vpsPlanSchema.extend({ storageGb: positiveInt, bandwidthTb: positiveNumber })
export const intelVpsPlansSchema = planList(intelVpsPlanSchema, 'monthly')

export const vpsLineSchema = z.strictObject({
  name: nonEmptyText,
  processor: nonEmptyText,
  virtualization: z.literal('KVM'),
  memoryType: z.enum(['DDR4', 'DDR5']),
  storageType: nonEmptyText,
  location: nonEmptyText.optional(),
  /** One-time setup fee in rupees. */
  setupFee: inrPrice,
  terms: z.strictObject({ pricesExcludeTaxes: z.boolean(), renewsAtSameRate: z.boolean(), cancelAnytime: z.boolean() }),
  /** The setup fee and terms as short display lines, derived from the fields above. */
  termNotes: z.array(nonEmptyText).min(1),
})

const webHostingPlanSchema = z.strictObject({
  ...planHead,
  /** cPanel accounts included. */
  accounts: positiveInt,
  storageMb: positiveInt,
  ramGb: positiveNumber,
  bandwidthGb: positiveNumber,
  backups: z.enum(['weekly', 'daily'], { error: 'expected weekly or daily' }),
  bestFor: nonEmptyText,
  websites: nonEmptyText,
  features: z.array(nonEmptyText).min(1),
  ...planTail,
})
export const webHostingPlansSchema = planList(webHostingPlanSchema)

export const aggregateOfferSchema = z
  .strictObject({ lowPrice: inrPrice, highPrice: inrPrice, offerCount: positiveInt, priceCurrency: z.literal('INR') })
  .refine((offer) => offer.lowPrice <= offer.highPrice, { error: 'expected lowPrice <= highPrice', path: ['lowPrice'] })

const discordBotPlanSchema = z.strictObject({
  ...planHead,
  storageGb: positiveNumber,
  storageType: z.literal('NVMe SSD'),
  ramGb: positiveNumber,
  memoryType: z.literal('DDR4'),
  /** Number of bots the plan is sized for, e.g. '3-5'. */
  bots: countRange,
  performance: z.enum(['Basic', 'Standard', 'Enhanced'], { error: 'expected Basic, Standard or Enhanced' }),
  ...planTail,
  /** Full feature list for the card: plan specifics first, then the line's shared features. */
  features: z.array(nonEmptyText).min(1),
})
export const discordBotPlansSchema = planList(discordBotPlanSchema)

export const discordBotLineSchema = z.strictObject({
  /** Shown with its asterisk; the footnote explains it. */
  bandwidth: z.string().regex(/\*$/, { error: 'expected the bandwidth label to keep its footnote asterisk' }),
  bandwidthFootnote: nonEmptyText,
  sharedFeatures: z.array(nonEmptyText).min(1),
})

// Coming soon: no price and no order link, which the strict object rejects.
const vdsPlanSchema = z.strictObject({
  id: planId,
  name: nonEmptyText,
  processor: z.enum(['AMD Ryzen 9', 'Intel Core i9'], { error: 'expected AMD Ryzen 9 or Intel Core i9' }),
  dedicatedCores: positiveInt,
  ramGb: positiveInt,
  memoryType: z.literal('DDR5'),
  storageGb: positiveInt,
  storageType: z.literal('NVMe'),
  /** Storage as displayed: '200 GB', '1.6 TB'. Derived from storageGb. */
  storageText: nonEmptyText,
})
export const vdsPlansSchema = z.array(vdsPlanSchema).min(1).superRefine(uniqueBy('id'))

// Every product line in one shape (structured data, sitemaps, comparison).
const productLineKey = z.enum(['minecraft', 'palworld', 'vpsRyzen', 'vpsIntel', 'webHosting', 'discordBot', 'vds'])
export const productLineKeys = productLineKey.options
export type ProductLineKey = z.infer<typeof productLineKey>

const productLinePlanSchema = z
  .strictObject({
    name: nonEmptyText,
    price: inrPrice.nullable(),
    orderUrl: httpsUrl.nullable(),
    /** e.g. '6 GB RAM, 24 GB SSD, 2 cores, 40-50 players'. */
    summary: nonEmptyText,
    available: z.boolean(),
  })
  .refine((plan) => plan.available === (plan.price !== null && plan.orderUrl !== null), {
    error: 'expected available plans to have a price and order link, and unavailable ones neither',
    path: ['available'],
  })

const productLineSchema = z.strictObject({
  productName: nonEmptyText,
  path: internalPath,
  description: nonEmptyText,
  plans: z.array(productLinePlanSchema).min(1),
})

export const productLinesSchema = z.record(productLineKey, productLineSchema)
