import { type RegisteredRoute, routeList } from './routes'
import type { SeoFields } from './schemas/routes'
import { seoVariants } from './seo'

/**
 * Looks a URL path up in the registry, in either URL form: Vike prerenders a filesystem route as `/faq` (and
 * a hook's URL as given), the registry spells it `/faq/`, and `/faq/index.html` is the file behind both.
 */
export function findRoute(urlPathname: string): RegisteredRoute | undefined {
  const normalised = `${urlPathname.replace(/\/index\.html$/, '/').replace(/\/+$/, '')}/`
  return routeList.find((route) => route.path === normalised)
}

/** Parents first, the route itself last: Home > Games > Minecraft. */
export function breadcrumbTrail(route: RegisteredRoute): RegisteredRoute[] {
  const parent = routeList.find((candidate) => candidate.id === route.parent)
  return parent ? [...breadcrumbTrail(parent), route] : [route]
}

/** The metadata a route is rendered with: its variant in data/seo.ts where one exists, else its own fields. */
export function routeSeo(route: RegisteredRoute): SeoFields & { ogType: 'website' | 'product' } {
  const variant = seoVariants[route.path]
  if (variant) return variant
  if (!route.seo) throw new Error(`data/routes.ts: route ${route.id}.seo: missing and no variant exists`)
  return { ...route.seo, ogType: 'website' }
}
