import { uiConstants } from '../../data/uiSettings'
import { createTypeAheadBuffer, findTypeAheadMatch, isTypeAheadKey } from '../navigation/typeAhead'
import { shellMarkers } from './markers'

/** Desktop menus as disclosures, one open at a time; Escape, outside click/focus or a chosen entry close; type-ahead. */
export function enhanceDesktopNav(nav: HTMLElement): void {
  const groups = [...nav.querySelectorAll<HTMLElement>(`[${shellMarkers.navGroup}]`)]
  const typeAhead = createTypeAheadBuffer(uiConstants.typeAheadResetMs)
  let openGroup: HTMLElement | null = null
  const triggerOf = (group: HTMLElement) => group.querySelector<HTMLButtonElement>('button[aria-controls]')
  const entriesOf = (group: HTMLElement) => [...group.querySelectorAll<HTMLElement>('.panel .entry')]

  const setOpen = (target: HTMLElement | null) => {
    openGroup = target
    typeAhead.clear()
    for (const group of groups) {
      group.classList.toggle('open', group === target)
      triggerOf(group)?.setAttribute('aria-expanded', String(group === target))
    }
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
      if (!isTypeAheadKey(event)) return
      const entries = entriesOf(group)
      const titles = entries.map((entry) => entry.querySelector(`[${shellMarkers.entryTitle}]`)?.textContent ?? '')
      const focused = entries.indexOf(document.activeElement as HTMLElement)
      const match = findTypeAheadMatch(titles, typeAhead.push(event.key), Math.max(focused, 0))
      if (match >= 0) {
        event.preventDefault()
        entries[match]?.focus()
      }
    })
    for (const entry of entriesOf(group)) entry.addEventListener('click', () => setOpen(null))
  }
  nav.setAttribute(shellMarkers.enhanced, '')
}
