import { type RegisteredRoute, routeList } from './routes'
import type { SeoFields } from './schemas/routes'
import { seoVariants } from './seo'

/** A URL path's route, in any of its forms: Vike's `/faq`, the registry's `/faq/` and the file `/faq/index.html`. */
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
