import type { TimelineItem } from '../../data/timeline'

/** Company milestones in order, on a vertical line. */
export function Timeline({ items }: { items: readonly TimelineItem[] }) {
  return (
    <ol className="plain-list timeline">
      {items.map((item) => (
        <li key={`${item.year}-${item.event}`} className="milestone">
          <span className="marker" aria-hidden="true" />
          <p className="year">{item.year}</p>
          <h3>{item.event}</h3>
          <p className="description">{item.description}</p>
        </li>
      ))}
      <style jsx>{`
        .timeline {
          position: relative;
          max-width: 46rem;
          padding: 0 0 0 var(--space-6);
        }
        .timeline::before {
          content: '';
          position: absolute;
          inset: 0.5rem auto 0.5rem 0.4375rem;
          width: 2px;
          background: var(--color-border-strong);
        }
        .milestone {
          position: relative;
        }
        .milestone:not(:last-child) {
          padding-bottom: var(--space-5);
        }
        .marker {
          position: absolute;
          top: 0.3rem;
          left: calc(-1 * var(--space-6));
          width: 1rem;
          height: 1rem;
          border: 3px solid var(--color-primary);
          border-radius: 50%;
          background: var(--color-bg);
        }
        .year {
          margin: 0;
          font-family: var(--font-mono);
          font-weight: 700;
          color: var(--color-link);
        }
        h3 {
          margin-bottom: var(--space-1);
        }
        .description {
          margin: 0;
          color: var(--color-text-muted);
        }
      `}</style>
    </ol>
  )
}
