import { uiConstants } from '../../data/uiSettings'
import { shellMarkers } from './markers'

/** The first title from `startIndex` (wrapping, any case) starting with the buffer, or -1; a repeated letter cycles. */
export function findTypeAheadMatch(titles: readonly string[], buffer: string, startIndex = 0): number {
  const query = buffer.toLocaleLowerCase()
  if (query.trim() === '') return -1
  const repeated = query.length > 1 && [...query].every((char) => char === query[0])
  const needle = repeated ? (query[0] as string) : query
  const from = repeated ? startIndex + 1 : startIndex
  const order = titles.map((_, offset) => (from + offset) % titles.length)
  return order.find((index) => (titles[index] as string).toLocaleLowerCase().startsWith(needle)) ?? -1
}

/**
 * Desktop menus as disclosures, one open at a time; Escape, outside click/focus or a chosen entry close. In an open
 * menu, typed letters (cleared `typeAheadResetMs` after the last) move focus to the entry they start.
 */
export function enhanceDesktopNav(nav: HTMLElement): void {
  const groups = [...nav.querySelectorAll<HTMLElement>(`[${shellMarkers.navGroup}]`)]
  let openGroup: HTMLElement | null = null
  let typed = ''
  let clearTyped: ReturnType<typeof setTimeout> | undefined
  const triggerOf = (group: HTMLElement) => group.querySelector<HTMLButtonElement>('button[aria-controls]')
  const entriesOf = (group: HTMLElement) => [...group.querySelectorAll<HTMLElement>('.panel .entry')]

  const setOpen = (target: HTMLElement | null) => {
    openGroup = target
    typed = ''
    for (const group of groups) triggerOf(group)?.setAttribute('aria-expanded', String(group === target))
  }
  const closeOnOutside = (event: Event) => {
    if (openGroup && !nav.contains(event.target as Node)) setOpen(null)
  }
  document.addEventListener('pointerdown', closeOnOutside)
  document.addEventListener('focusin', closeOnOutside)

  for (const group of groups) {
    triggerOf(group)?.addEventListener('click', () => setOpen(openGroup === group ? null : group))
    group.addEventListener('keydown', (event) => {
      if (openGroup !== group) return
      if (event.key === 'Escape') {
        event.preventDefault()
        setOpen(null)
        triggerOf(group)?.focus()
        return
      }
      // Only a printable character without modifiers.
      if (event.key.length !== 1 || event.key === ' ' || event.ctrlKey || event.metaKey || event.altKey) return
      clearTimeout(clearTyped)
      clearTyped = setTimeout(() => {
        typed = ''
      }, uiConstants.typeAheadResetMs)
      typed += event.key
      const entries = entriesOf(group)
      const titles = entries.map((entry) => entry.querySelector(`[${shellMarkers.entryTitle}]`)?.textContent ?? '')
      const focused = entries.indexOf(document.activeElement as HTMLElement)
      const match = findTypeAheadMatch(titles, typed, Math.max(focused, 0))
      if (match >= 0) {
        event.preventDefault()
        entries[match]?.focus()
      }
    })
    for (const entry of entriesOf(group)) entry.addEventListener('click', () => setOpen(null))
  }
  nav.setAttribute(shellMarkers.enhanced, '')
}
