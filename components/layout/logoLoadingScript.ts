/**
 * Runs as the header is parsed, after the head's theme script has put the theme class on <html>: the logo of the
 * visible theme loads at once, the hidden one only if the theme changes. The markup says dark (the default)
 * so it is right without this script; the script only fixes it up for light-theme visitors. Mirrors the CSS in
 * BrandLogo.tsx. A constant with no data in it: the CSP admits it by its hash (renderer/inlineScripts.ts).
 */
export const LOGO_LOADING_SCRIPT = `(function(s){var c=document.documentElement.classList,l=c.contains("light")||c.contains("system")&&matchMedia("(prefers-color-scheme: light)").matches;s.parentNode.querySelectorAll("img").forEach(function(i){i.loading=i.parentNode.classList.contains(l?"on-light":"on-dark")?"eager":"lazy"})})(document.currentScript)`
