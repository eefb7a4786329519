import { createStyleRegistry, type StyledJsxStyleRegistry } from 'styled-jsx'

type Rendered = { html: string; styles: unknown[] }

/**
 * Server-side memo of island roots. An island's root HTML is a function of its id prefix and props alone: it is
 * rendered apart from the page (no page context reaches it) and the browser hydrates it from exactly those. An
 * island with the same prefix and props on many pages (the generated game pages, say) then renders once.
 *
 * The styles the first render registered with styled-jsx are recorded and added to each later page's registry in
 * the same order, so every page still carries the CSS of its islands in its <head>.
 */
export function createIslandRenderCache() {
  const cache = new Map<string, Rendered>()
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
