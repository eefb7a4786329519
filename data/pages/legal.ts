import { nonBreaking } from '../../lib/format'
import { addressLines } from '../address'
import { claimShown } from '../claims'
import { consentSettings } from '../consent'
import { defineData } from '../define'
import { contentSections } from '../markdown'
import { refundPolicyFacts } from '../policies'
import { pathTo } from '../routePaths'
import { policyTextsSchema } from '../schemas/policyText'
import { billingUrl, site } from '../site'
import { configuredTags } from '../thirdPartyTags'

// The legal pages, content/policies/*.md: a starting point, not legal advice, for the business's lawyer to review.

// The configured tags (data/thirdPartyTags.ts, the same list the CSP admits), so the policy names exactly their hosts.
const tags = configuredTags(site.integrations)
const trackingTag = tags.find((tag) => tag.id === 'trackingTag')
const reviewsWidget = tags.find((tag) => tag.id === 'reviewsWidget')
const hostOf = (url: string) => new URL(url).host

/** Every value the policy files may use as a placeholder. */
const values = {
  site,
  refund: refundPolicyFacts,
  consent: consentSettings,
  registeredAddress: addressLines(site.legal.registeredAddress).join(', '),
  courtsAt: `${site.legal.registeredAddress.locality}, ${site.legal.registeredAddress.region}`,
  phone: nonBreaking(site.contact.phone.display),
  links: {
    ticket: billingUrl('supportTicket'),
    clientArea: billingUrl('clientArea'),
    clientAreaHost: new URL(site.billing.baseUrl).host,
  },
  paths: { terms: pathTo('terms'), privacy: pathTo('privacy'), refund: pathTo('refund'), status: pathTo('status') },
  claims: { uptime: claimShown('uptime', 'site-wide claim'), backups: claimShown('backups', 'site-wide claim') },
  trackingTag: trackingTag
    ? { scriptHost: hostOf(trackingTag.scriptUrl), sendsTo: trackingTag.origins.map(hostOf) }
    : null,
  reviewsWidget: reviewsWidget ? { scriptHost: hostOf(reviewsWidget.scriptUrl) } : null,
}

export const policyTexts = defineData('data/pages/legal.ts', 'policyTexts', policyTextsSchema, {
  terms: contentSections('policies/terms.md', values),
  privacy: contentSections('policies/privacy.md', values),
  refund: contentSections('policies/refund.md', values),
})
