import type { ReactNode } from 'react'
import { cardGridProps } from '../ui/cardGrid'
import { PlanCard, type PlanCardData } from './PlanCard'

type Props = { plans: readonly PlanCardData[]; unavailable?: ReactNode }

/** Plans side by side, each card at least 16rem wide, in rows that never end on a lone card. */
export function PlanGrid({ plans, unavailable }: Props) {
  return (
    <ul className="plan-grid" {...cardGridProps({ count: plans.length, min: '16rem' })}>
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} unavailable={unavailable} />
        </li>
      ))}
      <style jsx>{`
        /* Rows further apart than the shared grid's columns, which the column template counts on. */
        .plan-grid {
          row-gap: var(--space-5);
          padding-top: var(--space-3);
        }
      `}</style>
    </ul>
  )
}
