import { tutorialVideos } from '../../data/tutorials'

/** Origins of the data's pictures on other hosts (tutorial thumbnails), for img-src and the offline browser tests. */
export function externalImageOrigins(): string[] {
  const urls = tutorialVideos.flatMap((video) => [video.thumbnail, video.fallbackThumbnail])
  const external = urls.filter((url): url is string => url?.startsWith('https://') === true)
  return [...new Set(external.map((url) => new URL(url).origin))].sort()
}
