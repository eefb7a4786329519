import type { IconName } from '../../data/navigation'
import { cardGridProps } from './cardGrid'
import { DataIcon } from './DataIcon'

export type IconCard = { icon: IconName; title: string; description: string }

/** Short feature cards (icon, h3, sentence), at most `columns` wide, in rows that never end on a lone card. */
export function IconCardGrid({ items, columns = 3 }: { items: readonly IconCard[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul {...cardGridProps({ count: items.length, min: '15rem', maxColumns: columns })}>
      {items.map((item) => (
        <li key={item.title} className="card">
          <span className="card-icon">
            <DataIcon name={item.icon} size={24} />
          </span>
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
      <style jsx>{`
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
