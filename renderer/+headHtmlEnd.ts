import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContextServer } from 'vike/types'

// Called by vike-react after the page has rendered, so the registry holds every component's scoped CSS.
export default function headHtmlEnd(pageContext: PageContextServer): string {
  const registry = pageContext.styleRegistry
  if (!registry) return ''
  const html = renderToStaticMarkup(registry.styles())
  registry.flush()
  return html
}
