import { copyFrom } from './markdown'
import { type TutorialVideo, tutorialCategoriesSchema, tutorialVideosSchema } from './schemas/tutorials'
import { site } from './site'

const copy = copyFrom('pages/tutorials.yaml', {})

export const tutorialCategories = copy('tutorialCategories', tutorialCategoriesSchema)

/** A video as the data file writes it: the links and the channel are derived, the thumbnail may be given. */
type WrittenVideo = Omit<TutorialVideo, 'youtubeUrl' | 'thumbnail' | 'fallbackThumbnail' | 'channel'> & {
  thumbnail?: string
}

/** The videos, with the video site's thumbnails unless the file names a picture of ours (for unpublished samples). */
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
