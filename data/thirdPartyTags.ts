import type { SiteConfig } from './schemas/site'

/** The configured tags only (none by default), each with every origin it may contact: its script's and its reports'. */
export function configuredTags({ trackingTag, reviewsWidget }: SiteConfig['integrations']) {
  const tag = (id: 'trackingTag' | 'reviewsWidget', scriptUrl: string, reportsTo: string[] = []) =>
    scriptUrl === ''
      ? []
      : [{ id, scriptUrl, origins: [...new Set([scriptUrl, ...reportsTo].map((url) => new URL(url).origin))] }]
  return [
    ...tag('trackingTag', trackingTag.scriptUrl, trackingTag.beaconOrigins),
    ...tag('reviewsWidget', reviewsWidget.scriptUrl),
  ]
}
export type ThirdPartyTag = ReturnType<typeof configuredTags>[number]

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
