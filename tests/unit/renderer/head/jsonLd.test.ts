import { describe, expect, it } from 'vitest'
import { productLines } from '../../../../data/plans'
import { productJsonLd } from '../../../../renderer/head/jsonLd'

describe('productJsonLd', () => {
  it('has one INR Offer per Minecraft plan with the order link', () => {
    const ld = productJsonLd(productLines.minecraft, false) as { offers: Array<Record<string, unknown>> }
    expect(ld.offers).toHaveLength(9)
    expect(ld.offers.map((offer) => offer.price)).toEqual([79, 159, 249, 309, 400, 529, 700, 889, 1199])
    for (const offer of ld.offers) {
      expect(offer.priceCurrency).toBe('INR')
      expect(offer.url).toMatch(/^https:\/\/billing\.example\.com\/cart\.php\?a=add&pid=\d+/)
    }
  })

  it('keeps both web-hosting readings: AggregateOffer 90-280 holding the 99/199/299 card offers', () => {
    const ld = productJsonLd(productLines.webHosting, true) as { offers: Record<string, unknown> }
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 90,
      highPrice: 280,
      offerCount: 3,
      priceCurrency: 'INR',
    })
    expect((ld.offers.offers as Array<{ price: number }>).map((offer) => offer.price)).toEqual([99, 199, 299])
  })

  it('emits no Product for the coming-soon VDS line', () => {
    expect(productJsonLd(productLines.vds, false)).toBeUndefined()
  })
})
