import { ArrowRight } from 'lucide-react'
import type { IconName } from '../../data/navigation'
import { DataIcon } from './DataIcon'

type LinkCard = { href: string; icon: IconName; title: string; description: string }

/**
 * Cards that each lead somewhere: the whole card is one link. `fullPageLoad` makes the links load the target as a
 * full page instead of Vike's client-side navigation.
 */
export function LinkCardGrid({ items, fullPageLoad = false }: { items: readonly LinkCard[]; fullPageLoad?: boolean }) {
  return (
    <ul className="tiles">
      {items.map((item) => (
        <li key={item.href}>
          <a className="tile" href={item.href} data-vike={fullPageLoad ? 'false' : undefined}>
            <span className="icon">
              <DataIcon name={item.icon} size={26} />
            </span>
            <span className="title">{item.title}</span>
            <span className="description">{item.description}</span>
            <span className="more" aria-hidden="true">
              <ArrowRight size={18} />
            </span>
          </a>
        </li>
      ))}
      <style jsx>{`
        .tiles {
          display: grid;
          gap: var(--space-4);
          grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
          list-style: none;
          margin: 0;
          padding: 0;
        }
        .tile {
          display: flex;
          flex-direction: column;
          gap: var(--space-2);
          height: 100%;
          padding: var(--space-5);
          border: 1px solid var(--color-border);
          border-radius: var(--radius-lg);
          background: var(--color-surface);
          color: var(--color-text);
          text-decoration: none;
          transition:
            border-color 0.2s ease,
            transform 0.2s ease;
        }
        .tile:hover {
          border-color: var(--color-primary);
          transform: translateY(-3px);
        }
        .icon {
          color: var(--color-primary);
        }
        .title {
          font-weight: 700;
          font-size: var(--text-lg);
        }
        .description {
          color: var(--color-text-muted);
        }
        .more {
          margin-top: auto;
          color: var(--color-link);
        }
      `}</style>
    </ul>
  )
}
