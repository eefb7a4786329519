import type { ThirdPartyTag } from '../../lib/thirdPartyTags'

/**
 * The page shell's one call: with no third-party tag configured (the default) this does nothing and the consent
 * code is never fetched; otherwise it loads the banner's module, which loads the tags once the visitor agrees.
 */
export function loadTagsWithConsent(tags: readonly ThirdPartyTag[]): void {
  // The build-time flag lets the bundler drop the import below from builds without tags.
  if ((typeof __THIRD_PARTY_TAGS__ !== 'undefined' && !__THIRD_PARTY_TAGS__) || tags.length === 0) return
  void import('./consentBanner').then(({ startConsentBanner }) => startConsentBanner(tags))
}
