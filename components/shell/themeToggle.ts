import { SYSTEM_DARK_QUERY, themeStore, themeToggleLabel, themeToggleTarget } from '../theme/themeStore'
import { shellMarkers } from './markers'

/** Every theme toggle on the page names and does the switch, in step with the store, other tabs and the OS. */
export function enhanceThemeToggles(root: ParentNode = document): void {
  const toggles = [...root.querySelectorAll<HTMLButtonElement>(`[${shellMarkers.themeToggle}]`)]
  if (toggles.length === 0) return
  const render = () => {
    const switchesTo = themeToggleTarget(themeStore.getSnapshot())
    for (const toggle of toggles) {
      toggle.dataset.switchesTo = switchesTo
      toggle.setAttribute('aria-label', themeToggleLabel(switchesTo))
    }
  }
  const switchTheme = () => themeStore.set(themeToggleTarget(themeStore.getSnapshot()))
  for (const toggle of toggles) toggle.addEventListener('click', switchTheme)
  themeStore.subscribe(render)
  window.matchMedia?.(SYSTEM_DARK_QUERY).addEventListener('change', render)
  render()
}
