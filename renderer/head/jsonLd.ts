import { faqItems } from '../../data/pages/faq'
import { type ProductLineKey, productLines } from '../../data/plans'
import { webHostingStructuredData } from '../../data/plans/webHosting'
import { productImagePath } from '../../data/productImages'
import { breadcrumbTrail } from '../../data/routeLookup'
import type { RegisteredRoute } from '../../data/routes'
import { productLineKeys } from '../../data/schemas/plans'
import { absoluteSiteUrl, billingUrl, site } from '../../data/site'

type JsonLd = Record<string, unknown>

/** A top-level block: its context and type first, as every block is written. */
const block = (type: string, fields: JsonLd): JsonLd => ({ '@context': 'https://schema.org', '@type': type, ...fields })

const organizationId = `${site.origin}/#organization`
const { discordInvite, videoChannel, professionalNetwork, reviewSite } = site.social

const organizationJsonLd = block('Organization', {
  '@id': organizationId,
  name: site.brandName,
  legalName: site.legal.merchantEntity,
  url: absoluteSiteUrl('/'),
  logo: absoluteSiteUrl('/images/icon-512.png'),
  email: site.contact.supportEmail,
  telephone: site.contact.phone.e164,
  address: {
    '@type': 'PostalAddress',
    streetAddress: site.legal.registeredAddress.streetAddress,
    addressLocality: site.legal.registeredAddress.locality,
    addressRegion: site.legal.registeredAddress.region,
    postalCode: site.legal.registeredAddress.postalCode,
    addressCountry: site.legal.registeredAddress.country,
  },
  sameAs: [discordInvite, videoChannel.url, professionalNetwork.url, reviewSite.url],
  contactPoint: [
    {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: site.contact.supportEmail,
      telephone: site.contact.phone.e164,
      areaServed: 'IN',
      availableLanguage: ['en', 'hi'],
      url: billingUrl('supportTicket'),
    },
  ],
})

const websiteJsonLd = block('WebSite', {
  '@id': `${site.origin}/#website`,
  name: site.brandName,
  url: absoluteSiteUrl('/'),
  inLanguage: 'en-IN',
  publisher: { '@id': organizationId },
})

function breadcrumbJsonLd(route: RegisteredRoute): JsonLd | undefined {
  const trail = breadcrumbTrail(route)
  if (trail.length < 2) return undefined
  return block('BreadcrumbList', {
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteSiteUrl(step.path),
    })),
  })
}

/** One Offer per orderable plan; web hosting also keeps its published AggregateOffer (the data check flags it). */
export function productJsonLd(key: ProductLineKey): JsonLd | undefined {
  const line = productLines[key]
  const orderable = line.plans.filter((plan) => plan.available && plan.price !== null && plan.orderUrl !== null)
  if (orderable.length === 0) return undefined
  const offers = orderable.map((plan) => ({
    '@type': 'Offer',
    name: plan.name,
    description: plan.summary,
    price: plan.price,
    priceCurrency: 'INR',
    url: plan.orderUrl,
    availability: 'https://schema.org/InStock',
    seller: { '@id': organizationId },
  }))
  return block('Product', {
    name: line.productName,
    description: line.description,
    url: absoluteSiteUrl(line.path),
    image: absoluteSiteUrl(productImagePath(key)),
    brand: { '@type': 'Brand', name: site.brandName },
    offers: key === 'webHosting' ? { '@type': 'AggregateOffer', ...webHostingStructuredData, offers } : offers,
  })
}

const faqPageJsonLd = block('FAQPage', {
  mainEntity: faqItems.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
})

/** Every JSON-LD block for a route, built from the same data modules as the visible page. */
export function jsonLdForRoute(route: RegisteredRoute | undefined): JsonLd[] {
  const blocks: Array<JsonLd | undefined> = [organizationJsonLd, websiteJsonLd]
  if (route) {
    blocks.push(breadcrumbJsonLd(route))
    blocks.push(...productLineKeys.filter((key) => productLines[key].path === route.path).map(productJsonLd))
    if (route.id === 'faq') blocks.push(faqPageJsonLd)
  }
  return blocks.filter((block): block is JsonLd => block !== undefined)
}
