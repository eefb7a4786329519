import { integrations } from '../../data/integrations'
import { configuredTags } from '../../data/thirdPartyTags'
import { ISLAND_ATTRIBUTE } from '../islands/islandMarkers'
import { revealOnScroll } from '../ui/revealOnScroll'
import { markPageReady } from './markers'
import { startShell } from './startShell'

/** The client entry of every page, without React: shell, reveal-on-scroll and (if configured) consented tags. */
export function startPage(): void {
  startShell()
  revealOnScroll()
  // The build-time flag lets the bundler drop the tag code and the consent banner from builds without tags.
  if (typeof __THIRD_PARTY_TAGS__ === 'undefined' || __THIRD_PARTY_TAGS__) {
    const tags = configuredTags(integrations)
    if (tags.length > 0) {
      const start = () => import('../consent/consentBanner').then(({ startConsentBanner }) => startConsentBanner(tags))
      // Not before a page prerendered ahead of a click is shown: a tag would count a visit the visitor may never make.
      if ((document as Document & { prerendering?: boolean }).prerendering)
        document.addEventListener('prerenderingchange', start, { once: true })
      else void start()
    }
  }
  // A page with islands is ready once its own script has registered them too (hydrateIslands), which may run a
  // little later: the page's loader imports this shell on its own, before the islands' code has arrived.
  if (!document.querySelector(`[${ISLAND_ATTRIBUTE}]`)) markPageReady()
}
