import { OG_IMAGE_SIZE, ogCardFor } from '../../data/ogImages'
import { routeSeo } from '../../data/routeLookup'
import type { RegisteredRoute } from '../../data/routes'
import { defaultSeo } from '../../data/seo'
import { absoluteSiteUrl, site } from '../../data/site'
import { robotsDirective } from '../seoFiles'
import { jsonLdForRoute } from './jsonLd'

const NOT_FOUND_DESCRIPTION =
  'This page does not exist. Find game servers, VPS, web hosting and Discord bot hosting from the home page, the games catalogue or the sitemap.'

export const pageTitle = (pageTitlePart: string): string => `${pageTitlePart} | ${site.brandName}`

/** Everything the <head> of a route carries, as plain data (the +Head component only renders it). */
export function buildHead(route: RegisteredRoute | undefined) {
  const seo = route ? routeSeo(route) : undefined
  const title = pageTitle(seo?.title ?? 'Page not found')
  const description = seo?.description ?? NOT_FOUND_DESCRIPTION
  // Absent on the 404 page, whose og:image is the default one.
  const canonical = route ? absoluteSiteUrl(route.path) : undefined
  const keywords = [...new Set([...(seo?.keywords ?? []), ...defaultSeo.keywords])].join(', ')
  const card = route ? ogCardFor(route) : undefined
  return {
    title,
    description,
    keywords,
    canonical,
    robots: robotsDirective(route?.indexable ?? false),
    og: {
      url: canonical ?? absoluteSiteUrl('/'),
      image: absoluteSiteUrl(card?.imagePath ?? defaultSeo.image.src),
      imageAlt: card?.alt ?? defaultSeo.image.alt,
      imageWidth: card ? OG_IMAGE_SIZE.width : defaultSeo.image.width,
      imageHeight: card ? OG_IMAGE_SIZE.height : defaultSeo.image.height,
      type: seo?.ogType ?? 'website',
      siteName: site.brandName,
      locale: defaultSeo.locale,
    },
    jsonLd: jsonLdForRoute(route),
  }
}
