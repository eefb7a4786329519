import { renderToString } from 'react-dom/server'
import { createStyleRegistry } from 'styled-jsx'
import type { PageContextServer } from 'vike/types'
import { setIslandRootRenderer } from '../components/islands/island'
import { setStaticOnceRenderer } from '../components/layout/StaticOnce'

// Islands render their own roots on the server with react-dom/server (kept out of every client bundle).
setIslandRootRenderer((node, options) => renderToString(node, options))
// The shell's shared parts (header, footer, background) render once per build (components/layout/StaticOnce.tsx).
setStaticOnceRenderer((node) => renderToString(node))

// One styled-jsx registry per prerendered page, filled while rendering and emitted by +headHtmlEnd.
export default function onBeforeRenderHtml(pageContext: PageContextServer): void {
  pageContext.styleRegistry = createStyleRegistry()
}
