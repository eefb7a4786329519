import type { ThemeName } from '../../data/schemas/common'
import { themeSettings } from '../../data/uiSettings'

export const THEMES: readonly ThemeName[] = ['light', 'dark', 'system']
export const DEFAULT_THEME: ThemeName = themeSettings.defaultTheme.pages
export const THEME_STORAGE_KEY = themeSettings.themeStorageKey

/** Any stored value other than a known theme name (missing, corrupt, edited) falls back to the default. */
export function parseStoredTheme(value: unknown): ThemeName {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value)
    ? (value as ThemeName)
    : DEFAULT_THEME
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
