import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react'
import type { ThemeName } from '../../data/schemas/common'
import { themeStore } from './themeStore'

type ThemeContextValue = {
  /** The stored choice: light, dark or system. */
  theme: ThemeName
  setTheme: (theme: ThemeName) => void
  /** The toggle flips between light and dark only; from system it goes to the opposite of what shows now. */
  toggleTheme: () => void
}

const ThemeContext = createContext<ThemeContextValue | null>(null)

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore(themeStore.subscribe, themeStore.getSnapshot, themeStore.getServerSnapshot)
  const value = useMemo<ThemeContextValue>(
    () => ({
      theme,
      setTheme: themeStore.set,
      toggleTheme: () => {
        const showsDark = theme === 'dark' || (theme === 'system' && systemPrefersDark())
        themeStore.set(showsDark ? 'light' : 'dark')
      },
    }),
    [theme],
  )
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext)
  if (value === null) throw new Error('useTheme must be used within a ThemeProvider')
  return value
}
