import type { SiteConfig } from './schemas/site'

export type ThirdPartyTag = {
  id: 'trackingTag' | 'reviewsWidget'
  scriptUrl: string
  /** Every origin the tag is allowed to contact: its script's own, plus the ones it reports to. */
  origins: string[]
}

/** The configured tags only; with the default (empty) settings, none. */
export function configuredTags({ trackingTag, reviewsWidget }: SiteConfig['integrations']): ThirdPartyTag[] {
  const tag = (id: ThirdPartyTag['id'], scriptUrl: string, reportsTo: string[] = []): ThirdPartyTag[] => {
    if (scriptUrl === '') return []
    return [{ id, scriptUrl, origins: [...new Set([scriptUrl, ...reportsTo].map((url) => new URL(url).origin))] }]
  }
  return [
    ...tag('trackingTag', trackingTag.scriptUrl, trackingTag.beaconOrigins),
    ...tag('reviewsWidget', reviewsWidget.scriptUrl),
  ]
}

/** What the Content-Security-Policy must admit for the configured tags, by directive (renderer/head/csp). */
export function thirdPartyCspSources(tags: readonly ThirdPartyTag[]) {
  const origins = [...new Set(tags.flatMap((tag) => tag.origins))].sort()
  return {
    script: [...new Set(tags.map((tag) => new URL(tag.scriptUrl).origin))].sort(),
    connect: origins,
    img: origins,
    // A reviews widget usually renders inside its own frame.
    frame: [...new Set(tags.filter((tag) => tag.id === 'reviewsWidget').flatMap((tag) => tag.origins))].sort(),
  }
}
