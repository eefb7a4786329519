import { ExternalLink } from 'lucide-react'
import type { TutorialCategory, TutorialVideo } from '../../data/tutorials'
import { VideoThumbnail } from './VideoThumbnail'

/** One tutorial; the title link, whose click area covers the card, opens the video in a new tab and says so. */
export function VideoCard({ video, categories }: { video: TutorialVideo; categories: readonly TutorialCategory[] }) {
  // Each category's artwork has a hue of its own, spread round the colour wheel in the sidebar's order.
  const index = categories.findIndex((category) => category.id === video.category)
  const category = categories[index]
  const [minutes = '0', seconds = '0'] = video.duration.split(':')
  return (
    <article className="card card-link video">
      <div className="media">
        <VideoThumbnail
          sources={video.fallbackThumbnail ? [video.thumbnail, video.fallbackThumbnail] : [video.thumbnail]}
          icon={category?.icon ?? 'CirclePlay'}
          hue={(200 + index * 53) % 360}
        />
        <span className="duration">
          <span className="visually-hidden">Duration </span>
          <time dateTime={`PT${Number(minutes)}M${Number(seconds)}S`}>{video.duration}</time>
        </span>
      </div>
      <div className="body">
        <p className="category">{category?.label ?? video.category}</p>
        <h3>
          <a className="stretched-link" href={video.youtubeUrl} target="_blank" rel="noopener noreferrer">
            {video.title}
            <span className="visually-hidden"> (opens in a new tab)</span>
            <ExternalLink aria-hidden="true" size={16} className="external" />
          </a>
        </h3>
        <p className="fine-print">{video.description}</p>
        <p className="fine-print meta">
          <span>{video.views} views</span>
          <span aria-hidden="true"> · </span>
          <span>{video.channel}</span>
        </p>
      </div>
      <style jsx>{`
        .video {
          display: flex;
          flex-direction: column;
          height: 100%;
          padding: 0;
          overflow: hidden;
        }
        .media {
          position: relative;
        }
        .duration {
          position: absolute;
          right: var(--space-2);
          bottom: var(--space-2);
          padding: 0 var(--space-2);
          border-radius: var(--radius-sm);
          background: rgb(0 0 0 / 0.8);
          color: #fff;
          font-size: var(--text-xs);
          font-weight: 700;
          font-variant-numeric: tabular-nums;
        }
        .body {
          display: flex;
          flex: 1;
          flex-direction: column;
          padding: var(--space-4);
        }
        .category {
          margin-bottom: var(--space-1);
          font-size: var(--text-xs);
          font-weight: 700;
          letter-spacing: 0.05em;
          text-transform: uppercase;
          color: var(--color-link);
        }
        h3 {
          margin-bottom: var(--space-2);
          font-size: var(--text-lg);
        }
        .stretched-link :global(.external) {
          margin-left: var(--space-1);
          vertical-align: -0.125em;
          color: var(--color-text-muted);
        }
        .meta {
          margin: auto 0 0;
        }
      `}</style>
    </article>
  )
}
