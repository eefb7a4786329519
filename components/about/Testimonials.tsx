import { Quote, Star } from 'lucide-react'
import type { Testimonial } from '../../data/testimonials'
import { cardGridProps } from '../ui/cardGrid'

type Props = { items: readonly Testimonial[]; reviewAction: { label: string; href: string } }

/** Reviews, and open slots labelled as invitations, not as somebody's review; the stars illustrate a text rating. */
export function Testimonials({ items, reviewAction }: Props) {
  return (
    <ul {...cardGridProps({ count: items.length, min: '18rem' })}>
      {items.map((item) => (
        <li key={item.id} className={item.placeholder ? 'card slot' : 'card'}>
          {item.placeholder ? (
            <>
              <p className="pill badge">Open review slot</p>
              <p className="text">{item.text}</p>
            </>
          ) : (
            <>
              <Quote aria-hidden="true" size={28} className="quote-mark" />
              <blockquote>
                <p className="text">{item.text}</p>
              </blockquote>
              <p className="fine-print rating">
                <span className="stars" aria-hidden="true">
                  {[1, 2, 3, 4, 5].map((star) => (
                    <Star key={star} size={16} className={star <= item.rating ? 'star filled' : 'star'} />
                  ))}
                </span>
                <span>Rated {item.rating} out of 5</span>
              </p>
            </>
          )}
          <p className="author">
            <strong>{item.name}</strong>
            <span className="fine-print">{item.role}</span>
          </p>
          {item.placeholder && (
            <a className="review-link" href={reviewAction.href}>
              {reviewAction.label}
            </a>
          )}
        </li>
      ))}
      <style jsx>{`
        .card {
          display: flex;
          flex-direction: column;
          gap: var(--space-3);
        }
        .slot {
          border-style: dashed;
          border-color: var(--color-border-strong);
          background: transparent;
          box-shadow: none;
        }
        .badge {
          align-self: flex-start;
          margin: 0;
          background: var(--color-surface-raised);
          letter-spacing: 0.04em;
          text-transform: uppercase;
        }
        .card :global(.quote-mark) {
          color: var(--color-primary);
        }
        blockquote {
          margin: 0;
        }
        .text {
          margin: 0;
          font-size: var(--text-lg);
        }
        .rating {
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: var(--space-2);
          margin: 0;
          font-weight: 600;
        }
        .stars {
          display: inline-flex;
          gap: 2px;
          color: var(--color-focus);
        }
        .stars :global(.filled) {
          fill: currentColor;
        }
        .author {
          display: flex;
          flex-direction: column;
          margin: auto 0 0;
        }
        .review-link {
          font-weight: 650;
        }
      `}</style>
    </ul>
  )
}
