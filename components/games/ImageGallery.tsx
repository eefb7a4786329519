import { fillGridProps } from '../ui/cardGrid'

type GalleryImage = { src: string; alt: string; caption: string; width: number; height: number }

/** A grid of captioned pictures. */
export function ImageGallery({ images }: { images: readonly GalleryImage[] }) {
  return (
    <ul {...fillGridProps('16rem')}>
      {images.map((image) => (
        <li key={image.src}>
          <figure className="card">
            <img
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              decoding="async"
            />
            <figcaption>{image.caption}</figcaption>
          </figure>
        </li>
      ))}
      <style jsx>{`
        figure {
          margin: 0;
          padding: 0;
          overflow: hidden;
        }
        img {
          display: block;
          width: 100%;
          aspect-ratio: 3 / 2;
          object-fit: cover;
        }
        figcaption {
          padding: var(--space-3) var(--space-4);
          font-weight: 650;
        }
      `}</style>
    </ul>
  )
}
