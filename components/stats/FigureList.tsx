import type { ReactNode } from 'react'

export type Figure = { label: string; value: ReactNode; id: string }

/** A row of big figures with labels, as a description list. */
export function FigureList({ stats, label }: { stats: readonly Figure[]; label: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a list takes no ARIA name, so a group carries it; no form for a fieldset
    <div role="group" aria-label={label}>
      <dl className="stats">
        {stats.map((stat) => (
          <div key={stat.id} className="card stat">
            <dt className="fine-print">{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <style jsx>{`
        .stats {
          display: grid;
          grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
          gap: var(--space-4);
          margin: 0;
        }
        .stat {
          display: flex;
          flex-direction: column-reverse;
          padding: var(--space-4) var(--space-5);
        }
        dd {
          margin: 0;
          font-size: var(--text-2xl);
          font-weight: 800;
          font-variant-numeric: tabular-nums;
        }
      `}</style>
    </div>
  )
}
