import type { ThemeName } from '../../data/schemas/common'
import { themeSettings } from '../../data/uiSettings'
import { shellMarkers } from './markers'

export const THEMES: readonly ThemeName[] = ['light', 'dark', 'system']
export const DEFAULT_THEME: ThemeName = themeSettings.defaultTheme.pages
export const THEME_STORAGE_KEY = themeSettings.themeStorageKey

/** Any stored value other than a known theme name (missing, corrupt, edited) falls back to the default. */
export const parseStoredTheme = (value: unknown): ThemeName =>
  typeof value === 'string' && (THEMES as readonly string[]).includes(value) ? (value as ThemeName) : DEFAULT_THEME

/** The media query of an OS that prefers dark; the 'system' theme follows it. */
const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)'

/** The toggle's light or dark target, the opposite of what shows; prerendering has no OS to ask and assumes dark. */
export function themeToggleTarget(
  theme: ThemeName,
  systemDark = typeof window !== 'undefined' && window.matchMedia?.(SYSTEM_DARK_QUERY).matches === true,
): 'light' | 'dark' {
  return theme === 'dark' || (theme === 'system' && systemDark) ? 'light' : 'dark'
}

export const themeToggleLabel = (theme: 'light' | 'dark'): string => `Switch to ${theme} theme`

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
