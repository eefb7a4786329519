import { SYSTEM_DARK_QUERY, themeStore, themeToggleLabel, themeToggleTarget, toggleTheme } from '../theme/themeStore'
import { shellMarkers } from './markers'

/**
 * Every theme toggle on the page (the header's, and the Minecraft page's floating one): names what a press does,
 * switches on a press, and stays in step with the store (another toggle, another tab) and, under the 'system'
 * theme, with the OS's colour scheme.
 */
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
  for (const toggle of toggles) toggle.addEventListener('click', toggleTheme)
  themeStore.subscribe(render)
  window.matchMedia?.(SYSTEM_DARK_QUERY).addEventListener('change', render)
  render()
}
