import type { StyledJsxStyleRegistry } from 'styled-jsx'
import type { PageRoute } from '../data/routes'

declare global {
  namespace Vike {
    interface PageContextServer {
      styleRegistry?: StyledJsxStyleRegistry
    }
    interface PageContext {
      /** The registered route of this page (renderer/+onBeforeRender.ts); undefined on the 404 page. */
      pageRoute?: PageRoute
    }
  }
}
