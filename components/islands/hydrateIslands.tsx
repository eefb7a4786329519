import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { shellMarkers } from '../shell/markers'
import { type IslandDefinition, islandTree, type Slots } from './island'
import { replayPendingEvents, takePendingEvents } from './pendingEvents'

/** The prerendered HTML of each slot, handed back unchanged so React keeps it as it is. */
function slotsOf(island: HTMLElement): Slots {
  const slots: Slots = {}
  for (const slot of island.querySelectorAll<HTMLElement>(`[${shellMarkers.islandSlot}]`)) {
    if (slot.parentElement?.closest(`[${shellMarkers.island}]`) !== island) continue
    const name = slot.getAttribute(shellMarkers.islandSlot) as string
    const Tag = slot.tagName === 'SPAN' ? 'span' : 'div'
    slots[name] = (
      <Tag
        {...{ [shellMarkers.islandSlot]: name }}
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
  } catch {}
  console.error(`Island "${name}": its data-props are not a JSON object; left as static HTML.`)
  return undefined
}

/** The first of these hydrates the island at once, in the capture phase, so React still sees the first click or key. */
const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'focusin', 'click', 'input'] as const

/** Hydrates soon, without taking the main thread from anything more urgent (Safari has no requestIdleCallback). */
const whenIdle = (callback: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(callback, { timeout: 2000 }) : setTimeout(callback, 1)

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
  for (const element of document.querySelectorAll<HTMLElement>(`[${shellMarkers.island}]`)) {
    const name = element.getAttribute(shellMarkers.island) as string
    const Component = registry.get(name)
    if (!Component) {
      console.error(`Island "${name}" is on this page but not registered in its client.ts.`)
      continue
    }
    element.setAttribute(shellMarkers.islandReady, '')
    const pending = takePendingEvents((target) => target.closest(`[${shellMarkers.island}]`) === element)
    let started = false
    let stopObserving = () => {}
    // At once on the visitor's first event or kept press, so React sees it; otherwise as a transition, in slices.
    const hydrate = (event?: Event) => {
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
    // Pressed, or focused (typing, most likely) while its code was on the way: the visitor is waiting for it.
    if (pending.length > 0 || element.contains(document.activeElement)) hydrate()
    else stopObserving = whenVisible(element, () => whenIdle(() => hydrate()))
  }
  document.documentElement.setAttribute(shellMarkers.pageReady, '')
}
