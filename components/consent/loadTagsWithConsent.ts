import type { ThirdPartyTag } from '../../lib/thirdPartyTags'

/** Loads the banner's module only when a third-party tag is configured; it loads the tags once the visitor agrees. */
export function loadTagsWithConsent(tags: readonly ThirdPartyTag[]): void {
  // The build-time flag lets the bundler drop the import below from builds without tags.
  if ((typeof __THIRD_PARTY_TAGS__ !== 'undefined' && !__THIRD_PARTY_TAGS__) || tags.length === 0) return
  void import('./consentBanner').then(({ startConsentBanner }) => startConsentBanner(tags))
}
