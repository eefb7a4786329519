import type { IconName } from '../../data/navigation'
import { cardGridProps } from './cardGrid'
import { DataIcon } from './DataIcon'

type IconCard = { icon: IconName; title: string; description: string }

/**
 * A grid of short feature cards, each an icon, a title (h3) and a sentence: at most `columns` side by side, in
 * rows that never end on a lone card (three cards in a two-column space stack instead).
 */
export function IconCardGrid({ items, columns = 3 }: { items: readonly IconCard[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul
      className="grid"
      {...cardGridProps({
        count: items.length,
        min: '15rem',
        gap: 'var(--space-4)',
        maxColumns: columns,
      })}
    >
      {items.map((item) => (
        <li key={item.title} className="card">
          <span className="icon">
            <DataIcon name={item.icon} size={24} />
          </span>
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
      <style jsx>{`
        .grid {
          display: grid;
          gap: var(--space-4);
          list-style: none;
          margin: 0;
          padding: 0;
        }
        .card {
          padding: var(--space-5);
          border: 1px solid var(--color-border);
          border-radius: var(--radius-lg);
          background: var(--color-surface);
          box-shadow: var(--shadow-sm);
        }
        .icon {
          display: inline-grid;
          place-items: center;
          width: 3rem;
          height: 3rem;
          margin-bottom: var(--space-3);
          border-radius: var(--radius-md);
          background: color-mix(in srgb, var(--color-primary) 14%, transparent);
          color: var(--color-primary);
        }
        h3 {
          font-size: var(--text-lg);
          margin-bottom: var(--space-2);
        }
        p {
          margin: 0;
          color: var(--color-text-muted);
        }
      `}</style>
    </ul>
  )
}
