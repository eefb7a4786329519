import { tutorialVideos } from '../../data/tutorials'

/**
 * Origins of the pictures the site's data points at on other hosts (the tutorial thumbnails and their
 * fallbacks on the video site), for img-src and for the browser tests that stub those hosts offline.
 */
export function externalImageOrigins(): string[] {
  const urls = tutorialVideos.flatMap((video) => [video.thumbnail, video.fallbackThumbnail])
  return [...new Set(urls.map((url) => new URL(url).origin))].sort()
}
