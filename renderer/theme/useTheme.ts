import { useSyncExternalStore } from 'react'
import type { ThemeName } from '../../data/schemas/common'
import { themeStore } from './themeStore'

type ThemeApi = {
  /** The stored choice: light, dark or system. */
  theme: ThemeName
  setTheme: (theme: ThemeName) => void
  /** The toggle flips between light and dark only; from system it goes to the opposite of what shows now. */
  toggleTheme: () => void
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true
}

/**
 * The theme, read from one store shared by every island (islands are separate React roots, so no context).
 * The server snapshot is the default theme, so hydration never mismatches.
 */
export function useTheme(): ThemeApi {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.getSnapshot, themeStore.getServerSnapshot)
  return {
    theme,
    setTheme: themeStore.set,
    toggleTheme: () => {
      const showsDark = theme === 'dark' || (theme === 'system' && systemPrefersDark())
      themeStore.set(showsDark ? 'light' : 'dark')
    },
  }
}
