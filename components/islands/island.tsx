import { type ComponentType, type ReactNode, useEffect, useId } from 'react'
import { StyleRegistry, useStyleRegistry } from 'styled-jsx'
import { serializeForInlineScript } from '../../lib/safeJson'
import { shellMarkers } from '../shell/markers'

/** Static content an island shows but does not own: the browser keeps its prerendered HTML. */
export type Slots = Record<string, ReactNode>

type IslandComponent<P> = ComponentType<P & { slots?: Slots }>

export type IslandDefinition = {
  name: string
  // biome-ignore lint/suspicious/noExplicitAny: the registry holds islands of every prop type
  Component: IslandComponent<any>
}

type RenderRoot = (node: ReactNode, options: { identifierPrefix: string }) => string
let renderRoot: RenderRoot | undefined

/** Server only: how an island's root is rendered (react-dom/server), set by the renderer so no client bundle has it. */
export function setIslandRootRenderer(render: RenderRoot): void {
  renderRoot = render
}

/** Reports that its island has hydrated; renders nothing, so the island's markup is unchanged. */
function HydrationSignal({ onHydrated }: { onHydrated?: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: reports the first commit only
  useEffect(() => onHydrated?.(), [])
  return null
}

/** The root of an island, identical on the server and in the browser, so useId and the markup agree. */
export function islandTree<P>(
  Component: IslandComponent<P>,
  props: P,
  slots: Slots | undefined,
  onHydrated?: () => void,
) {
  return (
    <>
      <Component {...props} slots={slots} />
      <HydrationSignal onHydrated={onHydrated} />
    </>
  )
}

/** Declares an island (`as: 'span'` in phrasing content), rendered as a root of its own so useId and markup match. */
export function defineIsland<P extends object>(name: string, Component: IslandComponent<P>, options?: { as?: 'span' }) {
  const Tag = options?.as ?? 'div'
  function Island({ slots, ...props }: P & { slots?: Slots }) {
    const identifierPrefix = `${useId().replace(/[^\w-]/g, '')}-`
    const registry = useStyleRegistry()
    if (!renderRoot) throw new Error(`Island ${name}: rendered without setIslandRootRenderer (server only)`)
    const slotNodes =
      slots &&
      Object.fromEntries(
        Object.entries(slots).map(([slotName, node]) => [
          slotName,
          <Tag key={slotName} {...{ [shellMarkers.islandSlot]: slotName }}>
            {node}
          </Tag>,
        ]),
      )
    const html = renderRoot(
      <StyleRegistry registry={registry ?? undefined}>{islandTree(Component, props as P, slotNodes)}</StyleRegistry>,
      { identifierPrefix },
    )
    return (
      <Tag
        {...{ [shellMarkers.island]: name }}
        data-island-id={identifierPrefix}
        // The page's one JSON serializer, so no value reaches the HTML through a second path.
        data-props={serializeForInlineScript(props)}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own server render of this island's root
        dangerouslySetInnerHTML={{ __html: html }}
      />
    )
  }
  Island.displayName = `Island(${name})`
  Island.island = { name, Component } satisfies IslandDefinition
  return Island
}
