type GalleryImage = { src: string; alt: string; caption: string; width: number; height: number }

/** A grid of captioned pictures. */
export function ImageGallery({ images }: { images: readonly GalleryImage[] }) {
  return (
    <ul className="gallery">
      {images.map((image) => (
        <li key={image.src}>
          <figure>
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
        .gallery {
          display: grid;
          gap: var(--space-4);
          grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
          margin: 0;
          padding: 0;
          list-style: none;
        }
        figure {
          margin: 0;
          overflow: hidden;
          border: 1px solid var(--color-border);
          border-radius: var(--radius-lg);
          background: var(--color-surface);
        }
        img {
          display: block;
          width: 100%;
          height: auto;
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
