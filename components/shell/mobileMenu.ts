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
    if (event.target === dialog && !pointIsInside(dialog, event)) close()
    else if ((event.target as Element).closest('.entry')) close()
  })
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') keepFocusInside(dialog, event)
  })
  menu.setAttribute(shellMarkers.enhanced, '')
}

/** A click on the ::backdrop is reported on the <dialog> itself, outside its box. */
function pointIsInside(element: Element, { clientX, clientY }: MouseEvent): boolean {
  const box = element.getBoundingClientRect()
  return clientX >= box.left && clientX <= box.right && clientY >= box.top && clientY <= box.bottom
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
