import { breadcrumbTrail, routeSeo } from '../data/routeLookup'
import { type PageRoute, type RegisteredRoute, routes } from '../data/routes'
import { pageTitle } from './head/buildHead'

/** The page context's view of a registered route (the type, PageRoute, is in data/routes.ts). */
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

/** The registry entry of a route id, for server code that names a page other than the current one. */
export const pageRouteById = (id: keyof typeof routes): PageRoute => pageRouteOf({ id, ...routes[id] })
