import { describe, expect, it } from 'vitest'
import { minecraftPlans } from '../../../../data/plans/minecraft'
import { webHostingPlans, webHostingStructuredData } from '../../../../data/plans/webHosting'
import { productImagePath } from '../../../../data/productImages'
import { productLineKeys } from '../../../../data/schemas/plans'
import { site } from '../../../../data/site'
import { productJsonLd } from '../../../../renderer/head/jsonLd'

describe('productJsonLd', () => {
  it('has one INR Offer per Minecraft plan, at its price, with its order link', () => {
    const ld = productJsonLd('minecraft') as { offers: Array<Record<string, unknown>> }
    expect(ld.offers.map(({ price, priceCurrency, url }) => ({ price, priceCurrency, url }))).toEqual(
      minecraftPlans.map((plan) => ({ price: plan.price, priceCurrency: 'INR', url: plan.orderUrl })),
    )
  })

  it("keeps both web-hosting readings: the data's AggregateOffer range holding the card offers", () => {
    const ld = productJsonLd('webHosting') as { offers: Record<string, unknown> }
    expect(ld.offers).toMatchObject({ '@type': 'AggregateOffer', ...webHostingStructuredData })
    expect((ld.offers.offers as Array<{ price: number }>).map((offer) => offer.price)).toEqual(
      webHostingPlans.map((plan) => plan.price),
    )
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
