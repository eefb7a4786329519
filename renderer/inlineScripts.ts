import { LOGO_LOADING_SCRIPT } from '../components/layout/logoLoadingScript'
import { themeScript } from './theme/themeScript'

/**
 * The exact text of every executing inline script the project writes into its pages: the theme script at the
 * top of <head> and the logo loader in the header. The Content-Security-Policy hashes exactly these
 * (scripts/headers/sitePolicy.ts), and the build fails when a built page carries any other executing inline
 * script. A new inline script is added here, next to the code that writes it, never picked up from the HTML.
 */
export function projectInlineScripts(): readonly string[] {
  return [themeScript, LOGO_LOADING_SCRIPT]
}
