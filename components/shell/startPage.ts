import { site } from '../../data/site'
import { configuredTags, loadTagsWhenIdle } from '../../lib/thirdPartyTags'
import { revealOnScroll } from '../ui/revealOnScroll'
import { shellMarkers } from './markers'
import { startShell } from './startShell'

/**
 * The client entry of every page of the main layout, without React: the shell's behaviour, reveal-on-scroll and
 * (only when configured) the third-party tags once the page is idle. Pages with React islands call it through
 * hydratePage (components/islands/hydratePage.ts).
 */
export function startPage(): void {
  startShell()
  revealOnScroll()
  loadTagsWhenIdle(configuredTags(site.integrations))
  document.documentElement.setAttribute(shellMarkers.pageReady, '')
}
