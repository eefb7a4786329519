import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContextServer } from 'vike/types'

// The <style> markup of each set of styled-jsx ids (hashes of the CSS), which most pages share.
const stylesMarkup = new Map<string, string>()

// Called by vike-react after the page has rendered, so the registry holds every component's scoped CSS.
export default function headHtmlEnd(pageContext: PageContextServer): string {
  const registry = pageContext.styleRegistry
  if (!registry) return ''
  const styles = registry.styles()
  registry.flush()
  const key = styles.map((style) => style.key).join(' ')
  if (!stylesMarkup.has(key)) stylesMarkup.set(key, renderToStaticMarkup(styles))
  return stylesMarkup.get(key) as string
}
