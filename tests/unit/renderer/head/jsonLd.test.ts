import { describe, expect, it } from 'vitest'
import { productImagePath } from '../../../../data/productImages'
import { productLineKeys } from '../../../../data/schemas/plans'
import { site } from '../../../../data/site'
import { productJsonLd } from '../../../../renderer/head/jsonLd'

describe('productJsonLd', () => {
  it('has one INR Offer per Minecraft plan with the order link', () => {
    const ld = productJsonLd('minecraft') as { offers: Array<Record<string, unknown>> }
    expect(ld.offers).toHaveLength(9)
    expect(ld.offers.map((offer) => offer.price)).toEqual([79, 159, 249, 309, 400, 529, 700, 889, 1199])
    for (const offer of ld.offers) {
      expect(offer.priceCurrency).toBe('INR')
      expect(offer.url).toMatch(/^https:\/\/billing\.example\.com\/cart\.php\?a=add&pid=\d+/)
    }
  })

  it('keeps both web-hosting readings: AggregateOffer 90-280 holding the 99/199/299 card offers', () => {
    const ld = productJsonLd('webHosting') as { offers: Record<string, unknown> }
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 90,
      highPrice: 280,
      offerCount: 3,
      priceCurrency: 'INR',
    })
    expect((ld.offers.offers as Array<{ price: number }>).map((offer) => offer.price)).toEqual([99, 199, 299])
  })

  it("names each orderable line's picture by its absolute URL on the site", () => {
    // Google requires an image on a Product (data/productImages.ts says which picture each line has).
    const withProduct = productLineKeys.filter((key) => productJsonLd(key) !== undefined)
    expect(withProduct.length).toBeGreaterThan(0)
    for (const key of withProduct) expect(productJsonLd(key)?.image, key).toBe(`${site.origin}${productImagePath(key)}`)
  })

  it('emits no Product for the coming-soon VDS line', () => {
    expect(productJsonLd('vds')).toBeUndefined()
  })
})
