type Image = { src: string; alt: string; width: number; height: number }

/** A framed illustration, optionally with a small tag in its corner (e.g. 'LIVE DEMO'). */
export function Illustration({ image, tag }: { image: Image; tag?: string }) {
  return (
    <figure className="card illustration">
      <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
      {tag && <figcaption className="pill tag">{tag}</figcaption>}
      <style jsx>{`
        .illustration {
          position: relative;
          margin: 0;
          padding: var(--space-3);
          box-shadow: var(--shadow-md);
        }
        img {
          display: block;
          width: 100%;
          border-radius: var(--radius-md);
        }
        .tag {
          position: absolute;
          top: var(--space-4);
          right: var(--space-4);
          background: var(--color-danger);
          color: var(--color-on-danger);
          font-weight: 800;
          letter-spacing: 0.08em;
        }
      `}</style>
    </figure>
  )
}
