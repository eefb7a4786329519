import type { PageContext } from 'vike/types'
import { findRoute, routeSeo } from '../data/routes'
import { buildHead } from './head/buildHead'

export default function description(pageContext: PageContext): string {
  const route = pageContext.is404 ? undefined : findRoute(pageContext.urlPathname)
  return route ? routeSeo(route).description : buildHead(undefined).description
}
