import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { markPageReady } from '../shell/markers'
import { type IslandDefinition, islandTree, type Slots } from './island'
import { ISLAND_ATTRIBUTE, ISLAND_READY_ATTRIBUTE, SLOT_ATTRIBUTE } from './islandMarkers'
import { type PendingEvent, replayPendingEvents, takePendingEvents } from './pendingEvents'

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

/** The first of these hydrates the island at once, in the capture phase, so React still sees the first click or key. */
const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin', 'click', 'input'] as const

/** Hydrates soon, without taking the main thread from anything more urgent (Safari has no requestIdleCallback). */
function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 })
  else setTimeout(callback, 1)
}

/** Calls `callback` once the island is in or near the viewport; the wrapper has no box, so its children are observed. */
function whenVisible(element: HTMLElement, callback: () => void): () => void {
  const targets = [...element.children]
  if (targets.length === 0) {
    callback()
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      callback()
    },
    { rootMargin: '200px 0px' },
  )
  for (const target of targets) observer.observe(target)
  return () => observer.disconnect()
}

/** Hydrates each island when idle once near the viewport, or at once when used (replaying earlier presses). */
export function hydrateIslands(definitions: readonly { island: IslandDefinition }[]): void {
  const registry = new Map(definitions.map(({ island }) => [island.name, island.Component]))
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const name = element.getAttribute(ISLAND_ATTRIBUTE) as string
    const Component = registry.get(name)
    if (!Component) {
      console.error(`Island "${name}" is on this page but not registered in its client.ts.`)
      continue
    }
    let started = false
    let stopObserving = () => {}
    // At once on the visitor's first event, so React sees it; otherwise as a transition, rendered in slices.
    const hydrate = (event?: Event, pending: readonly PendingEvent[] = []) => {
      if (started) return
      started = true
      for (const type of INTERACTION_EVENTS) element.removeEventListener(type, hydrate, true)
      stopObserving()
      const props = propsOf(element, name)
      if (!props) return
      const onHydrated = () => {
        element.setAttribute('data-hydrated', '')
        // React has committed and listens: the presses it missed are played to it now.
        replayPendingEvents(pending)
      }
      const render = () => {
        hydrateRoot(element, islandTree(Component, props, slotsOf(element), onHydrated), {
          identifierPrefix: element.dataset.islandId ?? `${name}-`,
        })
      }
      if (event || pending.length > 0) render()
      else startTransition(render)
    }
    for (const type of INTERACTION_EVENTS) element.addEventListener(type, hydrate, { capture: true })
    element.setAttribute(ISLAND_READY_ATTRIBUTE, '')
    const pending = takePendingEvents((target) => target.closest(`[${ISLAND_ATTRIBUTE}]`) === element)
    // Pressed, or focused (typing, most likely) while its code was on the way: the visitor is waiting for it.
    if (pending.length > 0 || element.contains(document.activeElement)) hydrate(undefined, pending)
    else stopObserving = whenVisible(element, () => whenIdle(() => hydrate()))
  }
  markPageReady()
}
