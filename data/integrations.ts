import { buildSetting } from '../lib/env'
import type { SiteConfig } from './schemas/site'

/** Optional third-party tags, off unless set (docs/security.md): plain values for the pages' script; site.ts checks. */
export const integrations = {
  trackingTag: {
    scriptUrl: buildSetting('TRACKING_TAG_URL') ?? '',
    /** Where the tag sends hits besides its own origin; a trailing slash (scripts/settings.ts allows it) is dropped. */
    beaconOrigins: (buildSetting('TRACKING_BEACON_ORIGINS') ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((origin) => origin.replace(/\/$/, '')),
  },
  reviewsWidget: { scriptUrl: buildSetting('REVIEWS_WIDGET_URL') ?? '' },
} satisfies SiteConfig['integrations']
