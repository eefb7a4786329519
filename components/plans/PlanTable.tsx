import type { productLines } from '../../data/plans'
import { formatInr } from '../../lib/format'

type ProductLine = (typeof productLines)[keyof typeof productLines]

/** A compact, accessible plan comparison: one row per plan with its price and order link. */
export function PlanTable({ line }: { line: ProductLine }) {
  return (
    <section className="container plans" aria-labelledby="plans-heading">
      <h2 id="plans-heading">Plans and prices</h2>
      {/* biome-ignore lint/a11y/useSemanticElements: a scrollable table wrapper must be a focusable, labelled region */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users need to scroll it */}
      <div className="scroll" role="region" aria-labelledby="plans-heading" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">What you get</th>
              <th scope="col">Price per month</th>
              <th scope="col">
                <span className="visually-hidden">Order</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {line.plans.map((plan) => (
              <tr key={plan.name}>
                <th scope="row">{plan.name}</th>
                <td>{plan.summary}</td>
                <td>{plan.price === null ? 'Coming soon' : formatInr(plan.price)}</td>
                <td>
                  {plan.orderUrl ? (
                    <a href={plan.orderUrl} aria-label={`Order ${plan.name}`}>
                      Order
                    </a>
                  ) : (
                    <span>Not yet available</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <style jsx>{`
        .scroll {
          overflow-x: auto;
        }
        table {
          width: 100%;
          border-collapse: collapse;
          background: var(--color-surface);
          border-radius: var(--radius-md);
        }
        th,
        td {
          text-align: left;
          padding: var(--space-3) var(--space-4);
          border-bottom: 1px solid var(--color-border);
        }
        thead th {
          font-size: var(--text-sm);
          color: var(--color-text-muted);
        }
      `}</style>
    </section>
  )
}
