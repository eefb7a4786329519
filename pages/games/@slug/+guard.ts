import { render } from 'vike/abort'
import type { PageContext } from 'vike/types'
import { findRoute } from '../../../data/routeLookup'

// Only catalogue games have a page here; anything else under /games/ is a 404.
export default function guard(pageContext: PageContext): void {
  if (!findRoute(pageContext.urlPathname)?.id.startsWith('game/')) throw render(404)
}
