import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES } from './themeStore'

/**
 * Inline script for <head>: puts the stored (or default) theme class on <html> before first paint, so a
 * prerendered page never flashes the wrong theme, and adds `js` so CSS can tell enhanced pages from
 * script-less ones. Mirrors parseStoredTheme; kept tiny and dependency-free.
 */
export const themeScript = `(function(){var d=${JSON.stringify(DEFAULT_THEME)},t=d;try{var v=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});if(${JSON.stringify(THEMES)}.indexOf(v)>-1)t=v}catch(e){}var c=document.documentElement.classList;c.remove("light","dark","system");c.add(t,"js")})()`
