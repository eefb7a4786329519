import { buildSetting } from '../lib/env'
import type { SiteConfig } from './schemas/site'

/**
 * Optional third-party tags, off unless configured here or by the build settings of the same names (docs/security.md,
 * "Third-party tags and consent"). Each loads only after the page is interactive; the CSP admits exactly its origins. Plain
 * values, since every page's script reads them; data/site.ts includes them, so the build validates them.
 */
export const integrations = {
  trackingTag: {
    scriptUrl: buildSetting('TRACKING_TAG_URL') ?? '',
    /** Where the tag sends its hits, when that is not the script's own origin; scripts/settings.ts allows a slash at
     * the end of each, which is dropped here, as the schema wants the origin itself. */
    beaconOrigins: (buildSetting('TRACKING_BEACON_ORIGINS') ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((origin) => origin.replace(/\/$/, '')),
  },
  reviewsWidget: { scriptUrl: buildSetting('REVIEWS_WIDGET_URL') ?? '' },
} satisfies SiteConfig['integrations']
