import { copyFrom } from './markdown'
import { type TutorialVideo, tutorialCategoriesSchema, tutorialVideosSchema } from './schemas/tutorials'
import { site } from './site'

const copy = copyFrom('pages/tutorials.yaml', {})

/** Tutorial categories for the sidebar filter. */
export const tutorialCategories = copy('tutorialCategories', tutorialCategoriesSchema)

/**
 * Sample videos. The ids are fictional until the channel publishes real videos, so the thumbnails will not
 * load from the video site; cards need a local fallback image.
 */
export const tutorialVideos = copy(
  'tutorialVideos',
  tutorialVideosSchema(tutorialCategories),
  (videos: TutorialVideo[]) =>
    videos.map((video) => ({
      ...video,
      youtubeUrl: `https://www.youtube.com/watch?v=${video.youtubeId}`,
      thumbnail: `https://i.ytimg.com/vi/${video.youtubeId}/maxresdefault.jpg`,
      fallbackThumbnail: `https://i.ytimg.com/vi/${video.youtubeId}/hqdefault.jpg`,
      channel: site.brandName,
    })),
)

export type { TutorialCategory, TutorialVideo } from './schemas/tutorials'
