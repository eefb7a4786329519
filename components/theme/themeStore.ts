import type { ThemeName } from '../../data/schemas/common'
import { themeSettings } from '../../data/uiSettings'

export const THEMES: readonly ThemeName[] = ['light', 'dark', 'system']
/** The pages' default theme (dark); data/uiSettings.ts also keeps the admin area's default (system). */
export const DEFAULT_THEME: ThemeName = themeSettings.defaultTheme.pages
export const THEME_STORAGE_KEY = themeSettings.themeStorageKey

/** Any stored value other than a known theme name (missing, corrupt, edited) falls back to the default. */
export function parseStoredTheme(value: unknown): ThemeName {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value)
    ? (value as ThemeName)
    : DEFAULT_THEME
}

function applyThemeClass(theme: ThemeName): void {
  document.documentElement.classList.remove(...THEMES)
  document.documentElement.classList.add(theme)
}

const listeners = new Set<() => void>()
let current: ThemeName | undefined

export const themeStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) {
        current = parseStoredTheme(event.newValue)
        applyThemeClass(current)
        listener()
      }
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  },
  getSnapshot(): ThemeName {
    try {
      current ??= parseStoredTheme(window.localStorage.getItem(THEME_STORAGE_KEY))
    } catch {
      // Storage can be disabled or throw in private modes.
      current = DEFAULT_THEME
    }
    return current
  },
  set(theme: ThemeName): void {
    current = theme
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, theme)
    } catch {
      // The choice still applies to this page view.
    }
    applyThemeClass(theme)
    for (const listener of listeners) listener()
  },
}

/** For tests: forget the cached value so the next read goes back to storage. */
export function resetThemeStoreCache(): void {
  current = undefined
}

/** The media query of an OS that prefers dark; the 'system' theme follows it. */
export const SYSTEM_DARK_QUERY = '(prefers-color-scheme: dark)'

/** The toggle's light or dark target, the opposite of what shows; prerendering has no OS to ask and assumes dark. */
export function themeToggleTarget(
  theme: ThemeName,
  systemDark = typeof window !== 'undefined' && window.matchMedia?.(SYSTEM_DARK_QUERY).matches === true,
): 'light' | 'dark' {
  return theme === 'dark' || (theme === 'system' && systemDark) ? 'light' : 'dark'
}

/** The accessible name of a toggle that switches to `theme`. */
export function themeToggleLabel(theme: 'light' | 'dark'): string {
  return `Switch to ${theme} theme`
}
