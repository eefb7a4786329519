import type { ReactNode } from 'react'
import { StyleRegistry, useStyleRegistry } from 'styled-jsx'
import { createIslandRenderCache } from '../islands/islandRenderCache'

type RenderToString = (node: ReactNode) => string
let renderToString: RenderToString | undefined

/** Server only: how a shared part is rendered (react-dom/server), set by the renderer so no client bundle has it. */
export function setStaticOnceRenderer(render: RenderToString): void {
  renderToString = render
}

const renderCached = createIslandRenderCache()

/**
 * Parts of the shell that are the same on every page (the header, the footer, the animated background): the production
 * prerender renders each once per build and reuses its HTML and its scoped styles on every later page, instead
 * of rendering the same React tree a thousand times. The children must not depend on the page (no page
 * context): they are rendered apart from it. `display: contents` keeps the wrapper out of the layout.
 * The dev server renders afresh, so edits show.
 */
export function StaticOnce({ id, children }: { id: string; children: ReactNode }) {
  const registry = useStyleRegistry()
  if (!(import.meta.env.SSR && import.meta.env.PROD && renderToString)) return <>{children}</>
  const render = renderToString
  const html = renderCached(id, registry, (target) =>
    render(<StyleRegistry registry={target}>{children}</StyleRegistry>),
  )
  return (
    <>
      <div
        className="static-once"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server render of this same subtree
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <style jsx>{`
        .static-once {
          display: contents;
        }
      `}</style>
    </>
  )
}
