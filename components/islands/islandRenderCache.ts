import { createStyleRegistry, type StyledJsxStyleRegistry } from 'styled-jsx'

/**
 * Server-side memo of island roots, whose HTML depends on id prefix and props alone; the styles the first render
 * registered are replayed into each later page's registry, so every page still carries its islands' CSS.
 */
export function createIslandRenderCache() {
  const cache = new Map<string, { html: string; styles: unknown[] }>()
  return function renderCached(
    key: string,
    registry: StyledJsxStyleRegistry | null,
    render: (registry: StyledJsxStyleRegistry) => string,
  ): string {
    const hit = cache.get(key)
    if (hit) {
      for (const style of hit.styles) registry?.add(style)
      return hit.html
    }
    const styles: unknown[] = []
    // Without a page registry the styles are dropped, as a render into styled-jsx's own throwaway registry would.
    const target = registry ?? createStyleRegistry()
    const recording: StyledJsxStyleRegistry = {
      add(props) {
        styles.push(props)
        target.add(props)
      },
      remove: (props) => target.remove(props),
      styles: (options) => target.styles(options),
      flush: () => target.flush(),
    }
    const html = render(recording)
    cache.set(key, { html, styles })
    return html
  }
}
