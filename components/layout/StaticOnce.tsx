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
 * Shell parts identical on every page (header, footer, background): the production prerender renders each once and
 * reuses its HTML and styles, so the children must not depend on the page. The dev server renders afresh.
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
