// The client entry of every page, without React: shell, reveal-on-scroll and (if configured) consented tags. Pages
// with islands import it first, so the shell is one file that every page loads, not a chain of shared chunks.

import { shellMarkers } from '../components/shell/markers'
import { startShell } from '../components/shell/startShell'
import { revealOnScroll } from '../components/ui/revealOnScroll'
import { integrations } from '../data/integrations'
import { configuredTags } from '../data/thirdPartyTags'

startShell()
revealOnScroll()
// The build-time flag lets the bundler drop the tag code and the consent banner from builds without tags.
if (typeof __THIRD_PARTY_TAGS__ === 'undefined' || __THIRD_PARTY_TAGS__) {
  const tags = configuredTags(integrations)
  if (tags.length > 0) {
    const start = () =>
      import('../components/consent/consentBanner').then(({ startConsentBanner }) => startConsentBanner(tags))
    // Not before a page prerendered ahead of a click is shown: a tag would count a visit the visitor may never make.
    if ((document as Document & { prerendering?: boolean }).prerendering)
      document.addEventListener('prerenderingchange', start, { once: true })
    else void start()
  }
}
// A page with islands is ready once its own script has registered them too (hydrateIslands), which may run a
// little later: the page's loader imports this shell on its own, before the islands' code has arrived.
if (!document.querySelector(`[${shellMarkers.island}]`))
  document.documentElement.setAttribute(shellMarkers.pageReady, '')
