import { ArrowRight } from 'lucide-react'
import type { IconName } from '../../data/navigation'
import { DataIcon } from '../ui/DataIcon'
import { cardGridProps } from './cardGrid'

export type LinkCard = {
  /** Defaults to `href`. */
  id?: string
  icon: IconName
  title: string
  /** A short line under the title, such as the address the link goes to. */
  details?: string
  description: string
  href: string
  /** Words for the arrow line at the bottom of the card; the title link already names the destination. */
  cta?: string
}

/** Cards that each lead somewhere; the title link's click area covers the card, so its name stays short. */
export function LinkCardGrid({ cards }: { cards: readonly LinkCard[] }) {
  return (
    <ul {...cardGridProps({ count: cards.length, min: '17rem' })}>
      {cards.map((card) => (
        <li key={card.id ?? card.href} className="card card-link">
          <span className="card-icon">
            <DataIcon name={card.icon} size={24} />
          </span>
          <h3 className="title">
            <a href={card.href} className="stretched-link">
              {card.title}
            </a>
          </h3>
          {card.details && <p className="details">{card.details}</p>}
          <p className="muted">{card.description}</p>
          {card.cta && (
            <p className="cta" aria-hidden="true">
              {card.cta} <ArrowRight size={16} />
            </p>
          )}
        </li>
      ))}
      <style jsx>{`
        .card {
          display: flex;
          flex-direction: column;
        }
        .card > :global(.title) {
          margin-bottom: var(--space-2);
        }
        .details {
          margin-bottom: var(--space-2);
          font-weight: 650;
          color: var(--color-link);
          overflow-wrap: anywhere;
        }
        .cta {
          display: inline-flex;
          align-items: center;
          gap: var(--space-2);
          margin: auto 0 0;
          font-weight: 650;
          color: var(--color-link);
        }
      `}</style>
    </ul>
  )
}
