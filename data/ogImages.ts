import { formatInr } from '../lib/format'
import { games } from './games'
import { cheapestPrice, productLines } from './plans'
import { type RegisteredRoute, routeList } from './routes'
import { productLineKeys } from './schemas/plans'
import { site } from './site'

/** Every generated Open Graph image is this size (the size Facebook, LinkedIn and X crop least). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** A route's Open Graph image, at its own path under /og/ so no two share one: '/faq/' -> '/og/faq.png'. */
export function ogImagePath(routePath: string): string {
  return `/og${routePath === '/' ? '/index' : routePath.replace(/\/+$/, '')}.png`
}

/** The lowest monthly price a route sells at: its line's cheapest plan, or a catalogue game's "from" price. */
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
