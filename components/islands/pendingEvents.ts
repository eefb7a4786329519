/**
 * Presses the visitor made before the code that handles them had arrived. The head's loader (renderer/clientLoader.ts)
 * keeps them, in order, in a global array; the shell and each island take theirs once they listen and replay them,
 * so a press made right after the first paint still takes effect, once.
 */

/** The global the loader fills; one name, shared by the loader's text and this module. */
export const PENDING_EVENTS_GLOBAL = '__pendingEvents'

/**
 * The presses kept: a click on a button that has no action of its own (`type="button"`), a form's submission (held
 * back, so a form never reaches the address bar), and the keys a tab list handles (arrows, Home, End).
 */
export const KEPT_CLICK_SELECTOR = 'button[type="button"]'
export const KEPT_KEY_SELECTOR = '[role="tab"]'
export const KEPT_KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End'] as const

export type PendingEvent =
  | { type: 'click'; target: HTMLElement }
  | { type: 'submit'; target: HTMLFormElement }
  | { type: 'keydown'; target: HTMLElement; key: string }

function pendingList(): PendingEvent[] {
  const holder = window as unknown as Record<string, PendingEvent[] | undefined>
  let list = holder[PENDING_EVENTS_GLOBAL]
  if (!Array.isArray(list)) {
    list = []
    holder[PENDING_EVENTS_GLOBAL] = list
  }
  return list
}

/** Removes and returns the kept presses whose target `belongs` says are the caller's, oldest first. */
export function takePendingEvents(belongs: (target: Element) => boolean): PendingEvent[] {
  const list = pendingList()
  const taken = list.filter((event) => belongs(event.target))
  if (taken.length > 0) {
    const rest = list.filter((event) => !taken.includes(event))
    list.splice(0, list.length, ...rest)
  }
  return taken
}

/** Plays one kept press again on its target, as the visitor made it; a target no longer on the page is skipped. */
function replay(event: PendingEvent): void {
  if (!event.target.isConnected) return
  if (event.type === 'click') event.target.click()
  else if (event.type === 'submit') event.target.requestSubmit()
  else event.target.dispatchEvent(new KeyboardEvent('keydown', { key: event.key, bubbles: true, cancelable: true }))
}

/**
 * Plays the kept presses again in order, each in a task of its own as the visitor's were: React renders the
 * result of one press before the next, so two presses on "Next" are two steps, each from where the last one left.
 */
export function replayPendingEvents(events: readonly PendingEvent[]): void {
  const [first, ...rest] = events
  if (!first) return
  setTimeout(() => {
    replay(first)
    replayPendingEvents(rest)
  })
}

/**
 * What the visitor typed into a field before its island hydrated, or undefined when the field still holds what the
 * server rendered. The field keeps typed text through hydration; its island reads it here and makes it its state.
 */
export function valueTypedBeforeHydration(field: HTMLInputElement | null): string | undefined {
  if (!field || field.value === field.defaultValue) return undefined
  return field.value
}
