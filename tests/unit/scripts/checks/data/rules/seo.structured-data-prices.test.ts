import { describe, expect, it } from 'vitest'
import rule from '../../../../../../scripts/checks/data/rules/seo.structured-data-prices'
import { plan, planLine } from '../../../../../fixtures/data/snapshot'

const cards = () =>
  planLine('webHosting', 'Web hosting', '/servers/web-hosting/', [
    plan('webHostingPlans', 0, 'Starter', 99),
    plan('webHostingPlans', 1, 'Pro', 199),
    plan('webHostingPlans', 2, 'Elite', 299),
  ])

describe('seo.structured-data-prices', () => {
  it('is quiet when the AggregateOffer matches the plan cards', () => {
    expect(
      rule.run({ webHostingOffer: { lowPrice: 99, highPrice: 299, offerCount: 3 }, planLines: [cards()] }),
    ).toEqual([])
  })

  it('warns when the AggregateOffer disagrees with the plan cards, naming both readings', () => {
    const findings = rule.run({
      webHostingOffer: { lowPrice: 90, highPrice: 280, offerCount: 3 },
      planLines: [cards()],
    })
    expect(findings).toEqual([
      {
        ruleId: 'seo.structured-data-prices',
        severity: 'warning',
        module: 'data/plans/webHosting.ts',
        field: 'webHostingStructuredData.lowPrice, webHostingStructuredData.highPrice',
        message:
          'The structured data (schema.org AggregateOffer) for Web hosting says ₹90 to ₹280 over 3 offers, but the plan cards on /servers/web-hosting/ show ₹99 to ₹299 over 3 plans. Search engines expect structured data to match the prices visible on the page and may ignore or distrust markup that does not; make them agree (lowPrice 99, highPrice 299, offerCount 3) or change the cards.',
      },
    ])
  })

  it('also checks the number of offers, counting only plans with a price', () => {
    const line = cards()
    line.plans.push(plan('webHostingPlans', 3, 'Soon', null))
    const findings = rule.run({ webHostingOffer: { lowPrice: 99, highPrice: 299, offerCount: 4 }, planLines: [line] })
    expect(findings.map((finding) => finding.field)).toEqual(['webHostingStructuredData.offerCount'])
  })
})
