import { breadcrumbTrail, findRoute, type RegisteredRoute, routeSeo, routes } from '../data/routes'
import { pageTitle } from './head/buildHead'

/**
 * What a page's render needs to know about the page: looked up once per page at prerender from the route
 * registry (renderer/+onBeforeRender.ts) and read from the page context by the layout, the intro and the head.
 */
export type PageRoute = {
  id: string
  path: string
  name: string
  heading: string
  intro: string
  /** The full document title, e.g. "FAQ | Tarang Cloud" (the admin app sets it when it switches screens). */
  title: string
  layout: 'main' | 'bare'
  themeToggle: 'header' | 'fixed'
  breadcrumbs: Array<{ name: string; path: string }>
}

export function pageRouteOf(route: RegisteredRoute): PageRoute {
  return {
    id: route.id,
    path: route.path,
    name: route.name,
    heading: route.heading,
    intro: route.intro,
    title: pageTitle(routeSeo(route).title),
    layout: route.layout,
    themeToggle: ('themeToggle' in route && route.themeToggle) || 'header',
    breadcrumbs: breadcrumbTrail(route).map(({ name, path }) => ({ name, path })),
  }
}

/** The registered route at a URL path; undefined on the 404 page. */
export function pageRouteAt(urlPathname: string): PageRoute | undefined {
  const route = findRoute(urlPathname)
  return route ? pageRouteOf(route) : undefined
}

/** The registry entry of a route id, for server code that names a page other than the current one. */
export function pageRouteById(id: keyof typeof routes): PageRoute {
  const route = findRoute(routes[id].path)
  if (!route) throw new Error(`renderer/pageRoute.ts: routes.${id} is not in the route list`)
  return pageRouteOf(route)
}
