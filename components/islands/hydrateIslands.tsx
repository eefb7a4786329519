import { hydrateRoot } from 'react-dom/client'
import { ISLAND_ATTRIBUTE, type IslandDefinition, islandTree, SLOT_ATTRIBUTE, type Slots } from './island'

/** The prerendered HTML of each slot, handed back unchanged so React keeps it as it is. */
function slotsOf(island: HTMLElement): Slots {
  const slots: Slots = {}
  for (const slot of island.querySelectorAll<HTMLElement>(`[${SLOT_ATTRIBUTE}]`)) {
    if (slot.parentElement?.closest(`[${ISLAND_ATTRIBUTE}]`) !== island) continue
    const name = slot.getAttribute(SLOT_ATTRIBUTE) as string
    const Tag = slot.tagName === 'SPAN' ? 'span' : 'div'
    slots[name] = (
      <Tag
        {...{ [SLOT_ATTRIBUTE]: name }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the slot's own prerendered HTML, read from this page
        dangerouslySetInnerHTML={{ __html: slot.innerHTML }}
        suppressHydrationWarning
      />
    )
  }
  return slots
}

function propsOf(element: HTMLElement, name: string): Record<string, unknown> | undefined {
  try {
    const props: unknown = JSON.parse(element.dataset.props ?? '{}')
    if (typeof props === 'object' && props !== null) return props as Record<string, unknown>
  } catch {
    // Reported below: the island stays as its static HTML.
  }
  console.error(`Island "${name}": its data-props are not a JSON object; left as static HTML.`)
  return undefined
}

/**
 * Hydrates every island on the page with the components a page's +client.ts registered. An island on the page
 * that was not registered is an error in that file: it is reported, and the island keeps working as static HTML.
 * When every island has hydrated, `<html data-hydrated>` is set (the browser tests wait for it).
 */
export function hydrateIslands(definitions: readonly { island: IslandDefinition }[]): void {
  const registry = new Map(definitions.map(({ island }) => [island.name, island.Component]))
  const elements = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)]
  let pending = elements.length
  const markHydrated = () => {
    pending -= 1
    if (pending <= 0) document.documentElement.dataset.hydrated = ''
  }
  if (pending === 0) document.documentElement.dataset.hydrated = ''
  for (const element of elements) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) as string
    const Component = registry.get(name)
    const props = Component && propsOf(element, name)
    if (!Component || !props) {
      if (!Component) console.error(`Island "${name}" is on this page but not registered in its +client.ts.`)
      markHydrated()
      continue
    }
    hydrateRoot(element, islandTree(Component, props, slotsOf(element), markHydrated), {
      identifierPrefix: element.dataset.islandId ?? `${name}-`,
    })
  }
}
