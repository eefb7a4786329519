import { ADMIN_SESSION_SCRIPT } from '../components/admin/auth/adminSession'
import { LOGO_LOADING_SCRIPT } from '../components/layout/logoLoadingScript'
import { CLIENT_LOADER_SCRIPT } from './clientLoader'
import { SPECULATION_RULES } from './speculationRules'
import { themeScript } from './theme/themeScript'

/**
 * Every executing inline script of the pages (speculation rules too: script-src governs them), which the CSP hashes;
 * the build fails on any other. A new one is added here, never picked up from the HTML.
 */
export function projectInlineScripts(): readonly string[] {
  return [themeScript, LOGO_LOADING_SCRIPT, CLIENT_LOADER_SCRIPT, SPECULATION_RULES, ADMIN_SESSION_SCRIPT]
}
