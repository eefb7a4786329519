/**
 * Runs as the header is parsed, after the theme script: loads the visible theme's logo at once and the hidden one
 * lazily (the markup assumes dark, the default). The CSP admits this constant by its hash (renderer/inlineScripts.ts).
 */
export const LOGO_LOADING_SCRIPT = `(function(s){var c=document.documentElement.classList,l=c.contains("light")||c.contains("system")&&matchMedia("(prefers-color-scheme: light)").matches;s.parentNode.querySelectorAll("img").forEach(function(i){i.loading=i.parentNode.classList.contains(l?"on-light":"on-dark")?"eager":"lazy"})})(document.currentScript)`
