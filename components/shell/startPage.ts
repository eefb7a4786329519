import { integrations } from '../../data/integrations'
import { configuredTags } from '../../lib/thirdPartyTags'
import { loadTagsWithConsent } from '../consent/loadTagsWithConsent'
import { revealOnScroll } from '../ui/revealOnScroll'
import { shellMarkers } from './markers'
import { startShell } from './startShell'

/**
 * The client entry of every page of the main layout, without React: the shell's behaviour, reveal-on-scroll and
 * (only when configured) the third-party tags once the visitor agrees and the page is idle. Pages with React
 * islands call it through hydratePage (components/islands/hydratePage.ts).
 */
export function startPage(): void {
  startShell()
  revealOnScroll()
  loadTagsWithConsent(configuredTags(integrations))
  document.documentElement.setAttribute(shellMarkers.pageReady, '')
}
