import clsx from 'clsx'
import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import type { AccentToken } from '../../data/schemas/plans'
import { formatInr } from '../../lib/format'
import { Button } from '../ui/Button'

export type PlanCardData = {
  id: string
  name: string
  /** Rupees per month; null for plans without a price yet. */
  price: number | null
  /** Short line under the name, e.g. '40-50 players'. */
  tagline?: string
  features: readonly string[]
  popular?: boolean
  accent?: AccentToken
  image?: { src: string; alt: string }
  /** External checkout link; null when the plan cannot be ordered. */
  orderUrl: string | null
}

/** One plan: name, price, what is included and its order link, or `unavailable` when it cannot be ordered. */
export function PlanCard({ plan, unavailable }: { plan: PlanCardData; unavailable?: ReactNode }) {
  const headingId = `plan-${plan.id}`
  return (
    <article
      className={clsx('card plan', plan.popular && 'popular', plan.accent && `accent-${plan.accent}`)}
      aria-labelledby={headingId}
    >
      {plan.popular && <p className="badge pill">Most popular</p>}
      <div className="top">
        {plan.image && <img src={plan.image.src} alt={plan.image.alt} width={64} height={64} loading="lazy" />}
        <div>
          <h3 id={headingId} className="name">
            {plan.name}
          </h3>
          {plan.tagline && <p className="tagline fine-print">{plan.tagline}</p>}
        </div>
      </div>
      {plan.price !== null && (
        <p className="price">
          <span className="amount">{formatInr(plan.price)}</span>
          <span className="muted">/month</span>
        </p>
      )}
      <ul className="plain-list features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <Check aria-hidden="true" size={16} className="line-icon" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="action">
        {plan.orderUrl !== null ? (
          <Button href={plan.orderUrl} variant={plan.popular ? 'default' : 'outline'} aria-describedby={headingId}>
            Order now
          </Button>
        ) : (
          unavailable
        )}
      </div>
      <style jsx>{`
        .plan {
          --accent: var(--color-primary);
          position: relative;
          display: flex;
          flex-direction: column;
          gap: var(--space-3);
          height: 100%;
          border-top: 4px solid var(--accent);
        }
        .popular {
          border-color: var(--color-primary);
          box-shadow: var(--shadow-md);
        }
        .accent-amber { --accent: #d97706; }
        .accent-lime { --accent: #65a30d; }
        .accent-emerald { --accent: #059669; }
        .accent-orange { --accent: #ea580c; }
        .accent-slate { --accent: #94a3b8; }
        .accent-rose { --accent: #e11d48; }
        .accent-pink { --accent: #db2777; }
        .accent-red { --accent: #dc2626; }
        .accent-teal { --accent: #0d9488; }
        .accent-sky { --accent: #0284c7; }
        .accent-violet { --accent: #7c3aed; }
        .accent-indigo { --accent: #4f46e5; }
        .accent-cyan { --accent: #0891b2; }
        .accent-blue { --accent: #2563eb; }
        .badge {
          position: absolute;
          top: calc(-1 * var(--space-3));
          right: var(--space-4);
          margin: 0;
          background: var(--color-primary);
          color: var(--color-on-primary);
        }
        .top {
          display: flex;
          align-items: center;
          gap: var(--space-3);
        }
        .top img {
          width: 3.5rem;
          height: 3.5rem;
        }
        .name {
          margin: 0;
        }
        .tagline {
          margin: 0;
        }
        .price {
          margin: 0;
          display: flex;
          align-items: baseline;
          gap: var(--space-1);
        }
        .amount {
          font-size: var(--text-3xl);
          font-weight: 800;
          letter-spacing: -0.02em;
        }
        .features {
          display: grid;
          gap: var(--space-2);
          font-size: var(--text-sm);
        }
        .features li {
          display: flex;
          gap: var(--space-2);
          align-items: flex-start;
        }
        .features :global(svg) {
          color: var(--color-success);
        }
        .action {
          margin-top: auto;
          padding-top: var(--space-2);
          display: grid;
        }
      `}</style>
    </article>
  )
}
