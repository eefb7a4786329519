import { z } from 'zod'
import { uniqueBy } from './checks'
import { nonEmptyText } from './common'

const claimPlaceSchema = z.strictObject({
  /** Route plus section or component, e.g. '/about-us stats'. */
  where: nonEmptyText,
  /** The wording or value as shown there. */
  value: nonEmptyText,
  /** The figure in the claim's unit, where the place states one; places that only name the feature omit it. */
  numeric: z.number().finite().optional(),
})

const claimSchema = z.strictObject({
  id: z.string().regex(/^[a-z][A-Za-z0-9]*$/, { error: 'expected a camelCase id' }),
  label: nonEmptyText,
  /** Unit of every `numeric` in places. */
  unit: nonEmptyText,
  places: z.array(claimPlaceSchema).min(1).superRefine(uniqueBy('where')),
})
export const claimsSchema = z.array(claimSchema).min(1).superRefine(uniqueBy('id'))

const ms = z.number().int().positive()
const px = z.number().int().positive()

export const simulatedFiguresSchema = z.strictObject({
  uptime: z
    .strictObject({
      min: z.number().max(100),
      max: z.number().max(100),
      decimals: z.number().int().min(0),
      intervalMs: ms,
      /** Minecraft page only: slower refresh on narrow screens. */
      mobileIntervalMs: ms,
      /** Applies when the viewport is narrower than this (width < 768). */
      mobileMaxWidthPx: px,
    })
    .refine((uptime) => uptime.min <= uptime.max, { error: 'expected min <= max' }),
  /** Minecraft page ping: never below the floor. */
  ping: z.strictObject({ floorMs: ms }),
  /** Discord bot page response time: simulated floor and the figure shown in the stats row. */
  botResponse: z.strictObject({ floorMs: ms, shownMs: ms }),
  /** Web hosting page load time: simulated floor and the figure shown in the stats row. */
  webHostingLoad: z.strictObject({ floorMs: ms, shownMs: ms }),
  webHostingUptime: z.strictObject({ intervalMs: ms }),
})

export const uiConstantsSchema = z.strictObject({
  carouselStepPx: px,
  /** The next arrow shows while more than this many pixels remain to scroll. */
  carouselEndThresholdPx: px,
  toastDurationMs: ms,
  typeAheadResetMs: ms,
  profileTypingMsPerChar: ms,
  modalClearDelayMs: ms,
  mobileMenuWidthPercent: z.number().positive().max(100),
  mobileMenuMaxWidthRem: z.number().positive(),
})

export type SimulatedFigures = z.infer<typeof simulatedFiguresSchema>
export type UiConstants = z.infer<typeof uiConstantsSchema>
