import { shellMarkers } from './markers'

/** The mobile menu's modal <dialog>, plus what it lacks: open/close buttons, aria-expanded, overlay close, Tab wrap. */
export function enhanceMobileMenu(menu: HTMLElement): void {
  const button = menu.querySelector<HTMLButtonElement>(`[${shellMarkers.menuOpen}]`)
  const dialog = menu.querySelector('dialog')
  if (!button || !dialog) return
  const close = () => dialog.close()

  button.addEventListener('click', () => {
    dialog.showModal()
    button.setAttribute('aria-expanded', 'true')
  })
  dialog.addEventListener('close', () => button.setAttribute('aria-expanded', 'false'))
  dialog.querySelector(`[${shellMarkers.menuClose}]`)?.addEventListener('click', close)
  dialog.addEventListener('click', (event) => {
    // A click on the ::backdrop is reported on the <dialog> itself, outside its box.
    const { left, right, top, bottom } = dialog.getBoundingClientRect()
    const { clientX: x, clientY: y } = event
    const outside = x < left || x > right || y < top || y > bottom
    if (event.target === dialog ? outside : (event.target as Element).closest('.entry')) close()
  })
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') keepFocusInside(dialog, event)
  })
  menu.setAttribute(shellMarkers.enhanced, '')
}

/** Tab past the last control would leave for the browser's toolbar; wrap around so focus stays in the menu. */
function keepFocusInside(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  const focusable = [...dialog.querySelectorAll<HTMLElement>('a[href], button, summary')].filter(
    (element) => element.offsetParent !== null,
  )
  const [from, to] = event.shiftKey ? [focusable[0], focusable.at(-1)] : [focusable.at(-1), focusable[0]]
  if (to && document.activeElement === from) {
    event.preventDefault()
    to.focus()
  }
}
