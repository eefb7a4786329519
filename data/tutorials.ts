import { copyFrom } from './markdown'
import { type TutorialVideo, tutorialCategoriesSchema, tutorialVideosSchema } from './schemas/tutorials'
import { site } from './site'

const copy = copyFrom('pages/tutorials.yaml', {})

/** Tutorial categories for the sidebar filter. */
export const tutorialCategories = copy('tutorialCategories', tutorialCategoriesSchema)

/** A video as the data file writes it: the links and the channel are derived, the thumbnail may be given. */
type WrittenVideo = Omit<TutorialVideo, 'youtubeUrl' | 'thumbnail' | 'fallbackThumbnail' | 'channel'> & {
  thumbnail?: string
}

/**
 * The videos. A video shows the video site's thumbnail (with its lower-quality one as the fallback) unless the data
 * file names a picture of this site's own. The sample videos do: their ids are not on the video site yet, so its
 * thumbnails would fail for every visitor.
 */
export const tutorialVideos = copy(
  'tutorialVideos',
  tutorialVideosSchema(tutorialCategories),
  (videos: WrittenVideo[]) =>
    videos.map(({ thumbnail, ...video }) => ({
      ...video,
      youtubeUrl: `https://www.youtube.com/watch?v=${video.youtubeId}`,
      ...(thumbnail === undefined
        ? {
            thumbnail: `https://i.ytimg.com/vi/${video.youtubeId}/maxresdefault.jpg`,
            fallbackThumbnail: `https://i.ytimg.com/vi/${video.youtubeId}/hqdefault.jpg`,
          }
        : { thumbnail }),
      channel: site.brandName,
    })),
)

export type { TutorialCategory, TutorialVideo } from './schemas/tutorials'
