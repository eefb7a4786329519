import type { ServiceLine } from '../../data/schemas/pages'
import { cardGridProps } from '../ui/cardGrid'
import { DataIcon } from '../ui/DataIcon'

/** The service lines of the status page: what each covers, its uptime commitment and where incidents go. */
export function ServiceLineList({ items, announcedIn }: { items: readonly ServiceLine[]; announcedIn: string }) {
  return (
    <ul {...cardGridProps({ count: items.length, min: '20rem' })}>
      {items.map((line) => (
        <li key={line.id} className="card line">
          <h3>
            <span className="icon">
              <DataIcon name={line.icon} size={22} />
            </span>
            <a href={line.href}>{line.name}</a>
          </h3>
          <p className="description">{line.description}</p>
          <dl>
            <div>
              <dt>Uptime commitment</dt>
              <dd className="figure">{line.uptimeCommitment}</dd>
            </div>
            <div>
              <dt>Incidents announced in</dt>
              <dd>{announcedIn}</dd>
            </div>
          </dl>
        </li>
      ))}
      <style jsx>{`
        .line {
          display: flex;
          flex-direction: column;
        }
        h3 {
          display: flex;
          align-items: center;
          gap: var(--space-3);
          margin-bottom: var(--space-2);
        }
        .icon {
          display: inline-grid;
          place-items: center;
          width: 2.5rem;
          height: 2.5rem;
          border-radius: var(--radius-md);
          background: color-mix(in srgb, var(--color-primary) 14%, transparent);
          color: var(--color-primary);
        }
        .description {
          color: var(--color-text-muted);
        }
        dl {
          display: grid;
          gap: var(--space-2);
          margin: auto 0 0;
          padding-top: var(--space-3);
          border-top: 1px solid var(--color-border);
        }
        dl div {
          display: flex;
          flex-wrap: wrap;
          justify-content: space-between;
          gap: var(--space-1) var(--space-3);
        }
        dt {
          color: var(--color-text-muted);
          font-size: var(--text-sm);
        }
        dd {
          margin: 0;
          font-weight: 650;
          font-size: var(--text-sm);
        }
        .figure {
          color: var(--color-success);
          font-size: var(--text-base);
        }
      `}</style>
    </ul>
  )
}
