import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES } from '../../components/theme/themeStore'
import type { ThemeName } from '../../data/schemas/common'
import { serializeForInlineScript } from '../../lib/safeJson'

/**
 * Inline script for <head>: puts the stored (or default) theme class on <html> before first paint, so a
 * prerendered page never flashes the wrong theme, and adds `js` so CSS can tell enhanced pages from
 * script-less ones. Mirrors parseStoredTheme; kept tiny and dependency-free. Every value goes through
 * serializeForInlineScript, so no data can end the script element or add code to it.
 */
export function buildThemeScript(settings: {
  defaultTheme: ThemeName
  storageKey: string
  themes: readonly ThemeName[]
}): string {
  const json = serializeForInlineScript
  return `(function(){var d=${json(settings.defaultTheme)},t=d;try{var v=localStorage.getItem(${json(
    settings.storageKey,
  )});if(${json(settings.themes)}.indexOf(v)>-1)t=v}catch(e){}var c=document.documentElement.classList;c.remove("light","dark","system");c.add(t,"js")})()`
}

export const themeScript = buildThemeScript({
  defaultTheme: DEFAULT_THEME,
  storageKey: THEME_STORAGE_KEY,
  themes: THEMES,
})
