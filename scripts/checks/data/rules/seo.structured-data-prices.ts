import { formatInr } from '../../../../lib/format'
import { defineRule } from '../rule'

export default defineRule<'webHostingOffer' | 'planLines'>(import.meta.filename, {
  severity: 'warning',
  description:
    "A product page's structured data (AggregateOffer) must show the same lowest and highest price and number of offers as its plan cards.",
  check({ webHostingOffer: offer, planLines }, report) {
    const field = 'webHostingStructuredData'
    const module = 'data/plans/webHosting.ts'
    const line = planLines.find((candidate) => candidate.key === 'webHosting')
    const prices = line?.plans.flatMap((plan) => plan.price ?? []) ?? []
    if (!line || prices.length === 0) {
      report(
        { module, field },
        "The structured data describes offers for product line 'webHosting', which has no orderable plans.",
      )
      return
    }
    const low = Math.min(...prices)
    const high = Math.max(...prices)
    const differing = [
      offer.lowPrice === low ? '' : 'lowPrice',
      offer.highPrice === high ? '' : 'highPrice',
      offer.offerCount === prices.length ? '' : 'offerCount',
    ].filter(Boolean)
    if (differing.length === 0) return
    report(
      { module, field: differing.map((name) => `${field}.${name}`).join(', ') },
      `The structured data (schema.org AggregateOffer) for ${line.label} says ${formatInr(offer.lowPrice)} to ${formatInr(offer.highPrice)} over ${offer.offerCount} offers, but the plan cards on ${line.path} show ${formatInr(low)} to ${formatInr(high)} over ${prices.length} plans. Search engines expect structured data to match the prices visible on the page and may ignore or distrust markup that does not; make them agree (lowPrice ${low}, highPrice ${high}, offerCount ${prices.length}) or change the cards.`,
    )
  },
})
