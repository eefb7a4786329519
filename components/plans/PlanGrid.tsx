import type { CSSProperties, ReactNode } from 'react'
import { PlanCard, type PlanCardData } from './PlanCard'

/** Plans side by side: as many columns as fit, each card at least `minCardRem` wide. */
export function PlanGrid({
  plans,
  minCardRem = 16,
  orderLabel,
  unavailable,
}: {
  plans: readonly PlanCardData[]
  minCardRem?: number
  orderLabel?: string
  unavailable?: (plan: PlanCardData) => ReactNode
}) {
  return (
    <ul className="plan-grid" style={{ '--card-min': `${minCardRem}rem` } as CSSProperties}>
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} orderLabel={orderLabel} unavailable={unavailable?.(plan)} />
        </li>
      ))}
      <style jsx>{`
        .plan-grid {
          display: grid;
          grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--card-min)), 1fr));
          gap: var(--space-5) var(--space-4);
          margin: 0;
          padding: var(--space-3) 0 0;
          list-style: none;
        }
      `}</style>
    </ul>
  )
}
