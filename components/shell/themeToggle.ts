import type { ThemeName } from '../../data/schemas/common'
import {
  DEFAULT_THEME,
  parseStoredTheme,
  SYSTEM_DARK_QUERY,
  THEME_STORAGE_KEY,
  THEMES,
  themeToggleLabel,
  themeToggleTarget,
} from '../theme/theme'
import { shellMarkers } from './markers'

/**
 * Every theme toggle on the page names and does the switch, in step with other tabs and the OS. The theme that
 * shows is the class on <html>, which the inline theme script set from storage before the first paint.
 */
export function enhanceThemeToggles(root: ParentNode = document): void {
  const toggles = [...root.querySelectorAll<HTMLButtonElement>(`[${shellMarkers.themeToggle}]`)]
  if (toggles.length === 0) return
  const html = document.documentElement
  const render = () => {
    const switchesTo = themeToggleTarget(THEMES.find((theme) => html.classList.contains(theme)) ?? DEFAULT_THEME)
    for (const toggle of toggles) {
      toggle.dataset.switchesTo = switchesTo
      toggle.setAttribute('aria-label', themeToggleLabel(switchesTo))
    }
  }
  const show = (theme: ThemeName) => {
    html.classList.remove(...THEMES)
    html.classList.add(theme)
    render()
  }
  for (const toggle of toggles)
    toggle.addEventListener('click', () => {
      const theme = toggle.dataset.switchesTo as ThemeName
      try {
        localStorage.setItem(THEME_STORAGE_KEY, theme)
      } catch {
        // Storage can be disabled: the choice still applies to this page view.
      }
      show(theme)
    })
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) show(parseStoredTheme(event.newValue))
  })
  window.matchMedia?.(SYSTEM_DARK_QUERY).addEventListener('change', render)
  render()
}
