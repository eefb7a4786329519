import { site } from '../../data/site'
import { configuredTags } from '../../lib/thirdPartyTags'
import { loadTagsWithConsent } from '../consent/loadTagsWithConsent'
import { revealOnScroll } from '../ui/revealOnScroll'
import { hydrateIslands } from './hydrateIslands'
import type { IslandDefinition } from './island'
import { shellIslands } from './shellIslands'

/**
 * A page's whole client entry: hydrates the shell's islands plus the page's own, starts reveal-on-scroll, and
 * (only when configured) loads the third-party tags once the visitor agrees and the page is idle.
 * Each page's +client.ts lists its own islands, so a page never loads another page's code.
 */
export function hydratePage(pageIslands: readonly { island: IslandDefinition }[] = []): void {
  hydrateIslands([...shellIslands, ...pageIslands])
  revealOnScroll()
  loadTagsWithConsent(configuredTags(site.integrations))
}
