import { renderToString } from 'react-dom/server'
import { createStyleRegistry } from 'styled-jsx'
import type { PageContextServer } from 'vike/types'
import { setIslandRootRenderer } from '../components/islands/island'

// Islands render their own roots on the server with react-dom/server (kept out of every client bundle).
setIslandRootRenderer((node, options) => renderToString(node, options))

// One styled-jsx registry per prerendered page, filled while rendering and emitted by +headHtmlEnd.
export default function onBeforeRenderHtml(pageContext: PageContextServer): void {
  pageContext.styleRegistry = createStyleRegistry()
}
