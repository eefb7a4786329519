/** The global list in which the head's loader (renderer/clientLoader.ts) keeps presses made before their code came. */
export const PENDING_EVENTS_GLOBAL = '__pendingEvents'

export type PendingEvent =
  | { type: 'click'; target: HTMLElement }
  | { type: 'submit'; target: HTMLFormElement }
  | { type: 'keydown'; target: HTMLElement; key: string }

/** Removes and returns the kept presses whose target `belongs` says are the caller's, oldest first. */
export function takePendingEvents(belongs: (target: Element) => boolean): PendingEvent[] {
  const list = (window as unknown as Record<string, PendingEvent[] | undefined>)[PENDING_EVENTS_GLOBAL] ?? []
  const taken = list.filter((event) => belongs(event.target))
  // In place: the loader keeps pushing to this array.
  for (const event of taken) list.splice(list.indexOf(event), 1)
  return taken
}

/** Plays one kept press again on its target, as the visitor made it; a target no longer on the page is skipped. */
function replay(event: PendingEvent): void {
  if (!event.target.isConnected) return
  if (event.type === 'click') event.target.click()
  else if (event.type === 'submit') event.target.requestSubmit()
  else event.target.dispatchEvent(new KeyboardEvent('keydown', { key: event.key, bubbles: true, cancelable: true }))
}

/** Replays in order, each in a task of its own as the visitor's were: two presses on "Next" are two steps. */
export function replayPendingEvents(events: readonly PendingEvent[]): void {
  const [first, ...rest] = events
  if (!first) return
  setTimeout(() => {
    replay(first)
    replayPendingEvents(rest)
  })
}

/** What was typed into a field before its island hydrated (the field keeps it), or undefined if it is unchanged. */
export const valueTypedBeforeHydration = (field: HTMLInputElement | null): string | undefined =>
  field && field.value !== field.defaultValue ? field.value : undefined
