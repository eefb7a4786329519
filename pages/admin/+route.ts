import type { PageContext } from 'vike/types'

// One page serves /admin and everything below it; a route string '/admin/*' would not match /admin itself.
export default function route(pageContext: PageContext): boolean {
  return /^\/admin(\/|$)/.test(pageContext.urlPathname)
}
