import { type CSSProperties, useState } from 'react'
import type { TutorialIconName } from '../../data/schemas/tutorials'
import { TutorialIcon } from './TutorialIcon'

/** The video site answers a missing thumbnail with a 120×90 grey stand-in rather than an error. */
const isUnusable = (image: HTMLImageElement) => image.naturalWidth <= 120

/** A decorative 16:9 thumbnail: each source in turn, and when all fail the artwork beneath (hue gradient, icon). */
export function VideoThumbnail({
  sources,
  icon,
  hue,
}: {
  sources: readonly string[]
  icon: TutorialIconName
  hue: number
}) {
  const [stage, setStage] = useState(0)
  const source = sources[stage]
  // Once per source: a failure can be reported twice (a replayed error event and the check below).
  const failed = () => setStage((current) => (sources[current] === source ? current + 1 : current))

  return (
    <div className="thumbnail" style={{ '--hue': hue } as CSSProperties}>
      <span className="artwork" aria-hidden="true">
        <TutorialIcon name={icon} size={44} />
      </span>
      {source !== undefined && (
        <img
          // A source that failed before hydration may have fired its error event before React listened; check it.
          ref={(image) => {
            if (image?.complete && image.currentSrc !== '' && isUnusable(image)) failed()
          }}
          key={source}
          className="image"
          src={source}
          alt=""
          width={480}
          height={270}
          loading="lazy"
          decoding="async"
          data-stage={stage}
          onLoad={(event) => isUnusable(event.currentTarget) && failed()}
          onError={failed}
        />
      )}
      <style jsx>{`
        .thumbnail {
          position: relative;
          aspect-ratio: 16 / 9;
          overflow: hidden;
          background:
            radial-gradient(circle at 25% 20%, hsl(var(--hue) 80% 60% / 0.55), transparent 60%),
            linear-gradient(135deg, hsl(var(--hue) 55% 28%), hsl(calc(var(--hue) + 40) 60% 18%));
        }
        .artwork {
          position: absolute;
          inset: 0;
          display: grid;
          place-items: center;
          color: rgb(255 255 255 / 0.85);
        }
        .image {
          position: absolute;
          inset: 0;
          width: 100%;
          height: 100%;
          object-fit: cover;
        }
      `}</style>
    </div>
  )
}
