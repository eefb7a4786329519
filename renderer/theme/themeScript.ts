import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES } from '../../components/shell/themeToggle'
import type { ThemeName } from '../../data/schemas/common'
import { serializeForInlineScript } from '../../lib/safeJson'

/** Sets the stored theme (as parseStoredTheme reads it) and `js` on <html> before first paint; values serialized. */
export function buildThemeScript(settings: {
  defaultTheme: ThemeName
  storageKey: string
  themes: readonly ThemeName[]
}) {
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
