import { type RegisteredRoute, routeList } from './routes'
import type { SeoFields } from './schemas/routes'
import { seoVariants } from './seo'

// Indexes built once: every prerendered page looks itself and its parents up, so a scan of the route list per
// lookup would make the prerender quadratic in the number of pages.
// The first route wins on a shared key, as a search of the list would (the registry schema rules that out anyway).
function indexRoutes(key: (route: RegisteredRoute) => string): Map<string, RegisteredRoute> {
  const index = new Map<string, RegisteredRoute>()
  for (const route of routeList) if (!index.has(key(route))) index.set(key(route), route)
  return index
}
const routesByPath = indexRoutes((route) => route.path)
const routesById = indexRoutes((route) => route.id)

/**
 * Looks a URL path up in the registry, in either URL form: Vike prerenders a filesystem route as `/faq` (and
 * a hook's URL as given), the registry spells it `/faq/`, and `/faq/index.html` is the file behind both.
 */
export function findRoute(urlPathname: string): RegisteredRoute | undefined {
  const normalised = `${urlPathname.replace(/\/index\.html$/, '/').replace(/\/+$/, '')}/`
  return routesByPath.get(normalised)
}

/** Parents first, the route itself last: Home > Games > Minecraft. */
export function breadcrumbTrail(route: RegisteredRoute): RegisteredRoute[] {
  const trail: RegisteredRoute[] = []
  let current: RegisteredRoute | undefined = route
  while (current) {
    trail.unshift(current)
    const parentId: string | null = current.parent
    current = parentId === null ? undefined : routesById.get(parentId)
  }
  return trail
}

/** The metadata a route is rendered with: its variant in data/seo.ts where one exists, else its own fields. */
export function routeSeo(route: RegisteredRoute): SeoFields & { ogType: 'website' | 'product' } {
  const variant = seoVariants[route.path]
  if (variant) return variant
  if (!route.seo) throw new Error(`data/routes.ts: route ${route.id}.seo: missing and no variant exists`)
  return { ...route.seo, ogType: 'website' }
}
