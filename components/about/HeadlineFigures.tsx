import type { IconName } from '../../data/navigation'
import { DataIcon } from '../ui/DataIcon'

/** The company's headline figures with icons; the text reads '500+ servers hosted'. */
export function HeadlineFigures({ items }: { items: readonly { icon: IconName; value: string; label: string }[] }) {
  return (
    <ul className="plain-list stats">
      {items.map((item) => (
        <li key={item.label} className="card stat">
          <span className="icon">
            <DataIcon name={item.icon} size={22} />
          </span>
          <strong className="value">{item.value}</strong> <span className="label">{item.label}</span>
        </li>
      ))}
      <style jsx>{`
        .stats {
          display: grid;
          gap: var(--space-4);
          grid-template-columns: repeat(2, minmax(0, 1fr));
        }
        @media (min-width: 1024px) {
          .stats {
            grid-template-columns: repeat(4, minmax(0, 1fr));
          }
        }
        .stat {
          display: flex;
          flex-direction: column;
          align-items: center;
          gap: var(--space-1);
          padding: var(--space-5) var(--space-3);
          text-align: center;
        }
        .icon {
          color: var(--color-primary);
        }
        .value {
          font-size: var(--text-3xl);
          line-height: 1.1;
          letter-spacing: -0.02em;
        }
        .label {
          color: var(--color-text-muted);
          font-weight: 600;
        }
        .label::first-letter {
          text-transform: uppercase;
        }
      `}</style>
    </ul>
  )
}
