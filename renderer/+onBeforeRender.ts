import type { PageContextServer } from 'vike/types'
import { findRoute } from '../data/routeLookup'
import { pageRouteOf } from './pageRoute'

// Server only (prerender): looks the page up in the route registry once, for the layout, the intro and the head.
export default function onBeforeRender(pageContext: PageContextServer) {
  const route = pageContext.is404 ? undefined : findRoute(pageContext.urlPathname)
  return { pageContext: { pageRoute: route && pageRouteOf(route) } }
}
