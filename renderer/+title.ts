import type { PageContext } from 'vike/types'
import { findRoute, routeSeo } from '../data/routes'
import { pageTitle } from './head/buildHead'

// A function (not a string) so vike-react also updates document.title on client-side navigation.
export default function title(pageContext: PageContext): string {
  const route = pageContext.is404 ? undefined : findRoute(pageContext.urlPathname)
  return pageTitle(route ? routeSeo(route).title : 'Page not found')
}
