import type { PageContextServer } from 'vike/types'
import { pageRouteAt } from './pageRoute'

// Server only (prerender): looks the page up in the route registry once, for the layout, the intro and the head.
export default function onBeforeRender(pageContext: PageContextServer) {
  return { pageContext: { pageRoute: pageContext.is404 ? undefined : pageRouteAt(pageContext.urlPathname) } }
}
