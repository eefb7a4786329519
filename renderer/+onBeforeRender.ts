import { renderToString } from 'react-dom/server'
import { createStyleRegistry } from 'styled-jsx'
import type { PageContextServer } from 'vike/types'
import { setIslandRootRenderer } from '../components/islands/island'
import { findRoute } from '../data/routeLookup'
import { pageRouteOf } from './pageRoute'

// Islands render their own roots on the server with react-dom/server (kept out of every client bundle).
setIslandRootRenderer((node, options) => renderToString(node, options))

// Server only (prerender): the page's route in the registry (for the layout, the intro and the head), and its
// styled-jsx registry, filled while rendering and emitted by +headHtmlEnd.
export default function onBeforeRender(pageContext: PageContextServer) {
  const route = pageContext.is404 ? undefined : findRoute(pageContext.urlPathname)
  return { pageContext: { pageRoute: route && pageRouteOf(route), styleRegistry: createStyleRegistry() } }
}
