import { consentSettings } from '../../data/consent'
import { site } from '../../data/site'
import type { ThirdPartyTag } from '../../data/thirdPartyTags'

export const CONSENT_BANNER_ID = 'consent-banner'

const hostOf = (url: string) => new URL(url).host
const join = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/** The banner's sentence: what would load, from which hosts, and that nothing does without a yes. */
export function consentNotice(tags: readonly ThirdPartyTag[]): string {
  const parts = tags.map((tag) =>
    tag.id === 'trackingTag'
      ? `an analytics tag from ${join(tag.origins.map(hostOf))}, which sets cookies to count visits`
      : `a ${site.social.reviewSite.label} reviews widget from ${hostOf(tag.scriptUrl)}, which may set its own cookies`,
  )
  return `With your permission, this website loads ${join(parts)}. Nothing is sent to them unless you accept, and you can change your answer later with "${consentSettings.settings}" at the bottom of the page.`
}
