import { type Toast, toastStore } from '../toast/toastState'
import { shellMarkers } from './markers'

/** Shows the current toast in a copy of the card template (assertive if destructive); returns a stop function. */
export function startToastRegion(root: ParentNode = document): () => void {
  const viewport = root.querySelector<HTMLElement>(`[${shellMarkers.toastViewport}]`)
  const template = viewport?.querySelector('template')
  const polite = viewport?.querySelector<HTMLElement>('[role="status"]')
  const assertive = viewport?.querySelector<HTMLElement>('[role="alert"]')
  if (!viewport || !template || !polite || !assertive) return () => {}
  let shown: { toast: Toast; card: HTMLElement; stop: () => void } | undefined

  const render = () => {
    const toast = toastStore.getSnapshot()
    if (shown?.toast === toast) return
    shown?.stop()
    shown?.card.remove()
    shown = undefined
    if (!toast) return
    const card = template.content.firstElementChild?.cloneNode(true) as HTMLElement
    card.classList.add(`toast-${toast.variant}`)
    ;(card.querySelector('.title') as HTMLElement).textContent = toast.title
    const description = card.querySelector('.description') as HTMLElement
    if (toast.description) description.textContent = toast.description
    else description.remove()
    card.querySelector('.dismiss')?.addEventListener('click', () => toastStore.dismiss(toast.id))
    ;(toast.variant === 'destructive' ? assertive : polite).append(card)
    shown = { toast, card, stop: startCountdown(card, toast) }
  }
  const unsubscribe = toastStore.subscribe(render)
  viewport.setAttribute(shellMarkers.enhanced, '')
  render()
  return () => {
    unsubscribe()
    shown?.stop()
  }
}

/** Counts the toast's duration down while the card is neither hovered nor focused; returns a stop function. */
function startCountdown(card: HTMLElement, toast: Toast): () => void {
  let remaining = toast.durationMs
  let startedAt = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const paused = { hover: false, focus: false }
  const update = () => {
    const pause = paused.hover || paused.focus
    card.toggleAttribute('data-paused', pause)
    if (pause && timer !== undefined) {
      clearTimeout(timer)
      timer = undefined
      remaining -= Date.now() - startedAt
    } else if (!pause && timer === undefined) {
      startedAt = Date.now()
      timer = setTimeout(() => toastStore.dismiss(toast.id), remaining)
    }
  }
  const pauseOn = (type: string, reason: 'hover' | 'focus', value: boolean) =>
    card.addEventListener(type, (event) => {
      // Focus moving within the card changes nothing.
      if (card.contains((event as MouseEvent | FocusEvent).relatedTarget as Node | null)) return
      paused[reason] = value
      update()
    })
  pauseOn('mouseenter', 'hover', true)
  pauseOn('mouseleave', 'hover', false)
  pauseOn('focusin', 'focus', true)
  pauseOn('focusout', 'focus', false)
  update()
  return () => clearTimeout(timer)
}
