import type { StyledJsxStyleRegistry } from 'styled-jsx'

declare global {
  namespace Vike {
    interface PageContextServer {
      styleRegistry?: StyledJsxStyleRegistry
    }
  }
}
