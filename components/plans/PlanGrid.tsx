import type { ReactNode } from 'react'
import { cardGridProps } from '../ui/cardGrid'
import { PlanCard, type PlanCardData } from './PlanCard'

/** The grid's column gap (also in its style below), which the column template needs to know. */
const COLUMN_GAP = 'var(--space-4)'

/** Plans side by side, each card at least `minCardRem` wide, in rows that never end on a lone card. */
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
    <ul className="plan-grid" {...cardGridProps({ count: plans.length, min: `${minCardRem}rem`, gap: COLUMN_GAP })}>
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} orderLabel={orderLabel} unavailable={unavailable?.(plan)} />
        </li>
      ))}
      <style jsx>{`
        .plan-grid {
          display: grid;
          gap: var(--space-5) var(--space-4);
          margin: 0;
          padding: var(--space-3) 0 0;
          list-style: none;
        }
      `}</style>
    </ul>
  )
}
