import { createStyleRegistry } from 'styled-jsx'
import type { PageContextServer } from 'vike/types'

// One styled-jsx registry per prerendered page, filled while rendering and emitted by +headHtmlEnd.
export default function onBeforeRenderHtml(pageContext: PageContextServer): void {
  pageContext.styleRegistry = createStyleRegistry()
}
