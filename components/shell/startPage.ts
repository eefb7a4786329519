import { integrations } from '../../data/integrations'
import { configuredTags } from '../../lib/thirdPartyTags'
import { loadTagsWithConsent } from '../consent/loadTagsWithConsent'
import { revealOnScroll } from '../ui/revealOnScroll'
import { shellMarkers } from './markers'
import { startShell } from './startShell'

/** The client entry of every page, without React: shell, reveal-on-scroll and (if configured) consented tags. */
export function startPage(): void {
  startShell()
  revealOnScroll()
  loadTagsWithConsent(configuredTags(integrations))
  document.documentElement.setAttribute(shellMarkers.pageReady, '')
}
