import { formatInr } from '../lib/format'
import { games } from './games'
import { cheapestPrice, productLines } from './plans'
import { type RegisteredRoute, routeList } from './routes'
import { productLineKeys } from './schemas/plans'
import { site } from './site'

/** Every generated Open Graph image is this size (the size Facebook, LinkedIn and X crop least). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/**
 * URL path of a route's Open Graph image: the route's own path under /og/, so two routes can never share a file
 * ('/' -> '/og/index.png', '/games/valheim' -> '/og/games/valheim.png'). The image generator writes to this
 * path and the head links to it.
 */
export function ogImagePath(routePath: string): string {
  return `/og${routePath === '/' ? '/index' : routePath.replace(/\/+$/, '')}.png`
}

/**
 * The lowest monthly price a route sells at: its product line's cheapest orderable plan, or for a generated
 * catalogue game page the catalogue's "from" price. Undefined for pages without a price.
 */
export function routeFromPrice(route: Pick<RegisteredRoute, 'path'>): number | undefined {
  const line = productLineKeys.find((key) => productLines[key].path === route.path)
  if (line) return cheapestPrice(line) ?? undefined
  return games.find((game) => game.link === route.path)?.price
}

/** What one route's image shows ('from ₹69/month' only where the page sells at a price), and its og:image:alt. */
export function ogCardFor(route: Pick<RegisteredRoute, 'path' | 'heading'>) {
  const price = routeFromPrice(route)
  const priceLine = price === undefined ? undefined : `from ${formatInr(price)}/month`
  return {
    imagePath: ogImagePath(route.path),
    title: route.heading,
    priceLine,
    brandName: site.brandName,
    /** Shown at the bottom of the image. */
    host: new URL(site.origin).host.replace(/^www\./, ''),
    alt: `${site.brandName}: ${route.heading}${priceLine ? `, ${priceLine}` : ''}`,
  }
}
export type OgCard = ReturnType<typeof ogCardFor>

/** One card per registered route: the list the build renders. */
export const ogCards = (): OgCard[] => routeList.map(ogCardFor)
