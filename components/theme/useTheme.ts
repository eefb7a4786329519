import { useSyncExternalStore } from 'react'
import type { ThemeName } from '../../data/schemas/common'
import { themeStore, toggleTheme } from './themeStore'

type ThemeApi = {
  /** The stored choice: light, dark or system. */
  theme: ThemeName
  setTheme: (theme: ThemeName) => void
  /** The toggle flips between light and dark only; from system it goes to the opposite of what shows now. */
  toggleTheme: () => void
}

/**
 * The theme in a React island (the admin app), read from the store the page shell's script also uses.
 * The server snapshot is the default theme, so hydration never mismatches.
 */
export function useTheme(): ThemeApi {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.getSnapshot, themeStore.getServerSnapshot)
  return { theme, setTheme: themeStore.set, toggleTheme }
}
