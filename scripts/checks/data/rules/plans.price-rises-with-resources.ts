import { formatCount, formatInr } from '../../../../lib/format'
import { defineRule, inWords } from '../rule'
import type { SnapshotPlan } from '../snapshot'

type PricedPlan = SnapshotPlan & { price: number }

/** What `bigger` gives more of than `smaller` ('6 vs 4 GB RAM'), or null unless it gives at least as much of all. */
function moreOf(bigger: PricedPlan, smaller: PricedPlan): string[] | null {
  const units = Object.keys(bigger.resources).filter((unit) => unit in smaller.resources)
  const of = (plan: PricedPlan, unit: string) => plan.resources[unit] as number
  if (units.length === 0 || units.some((unit) => of(bigger, unit) < of(smaller, unit))) return null
  const more = units.filter((unit) => of(bigger, unit) > of(smaller, unit))
  return more.length === 0
    ? null
    : more.map((unit) => `${formatCount(of(bigger, unit))} vs ${formatCount(of(smaller, unit))} ${unit}`)
}

export default defineRule<'planLines'>(import.meta.filename, {
  severity: 'error',
  description: 'Inside one product line, a plan that gives more of everything costs more.',
  check({ planLines }, report) {
    for (const line of planLines) {
      const priced = line.plans.filter((plan): plan is PricedPlan => plan.price !== null)
      for (const bigger of priced) {
        const cheaperSmaller = priced.flatMap((smaller) => {
          const more = smaller === bigger || bigger.price > smaller.price ? null : moreOf(bigger, smaller)
          return more ? [`${smaller.name} at ${formatInr(smaller.price)} (${more.join(', ')})`] : []
        })
        if (cheaperSmaller.length === 0) continue
        report(
          { module: line.module, field: `${bigger.field}.price` },
          `${bigger.name} costs ${formatInr(bigger.price)} but gives more than ${inWords(cheaperSmaller)}, for no more money. Prices should rise with resources inside one product line; check these prices.`,
        )
      }
    }
  },
})
