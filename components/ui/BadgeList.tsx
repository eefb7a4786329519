import { Check, Info } from 'lucide-react'

type BadgeListProps = { items: readonly string[]; label: string; variant?: 'badges' | 'terms' }

/** A labelled row of claims as pills with a check, or `terms`: the small print next to prices, with an info icon. */
export function BadgeList({ items, label, variant = 'badges' }: BadgeListProps) {
  const Icon = variant === 'badges' ? Check : Info
  return (
    // biome-ignore lint/a11y/useSemanticElements: a list takes no ARIA name, so a group carries it; no form for a fieldset
    <div role="group" aria-label={label}>
      <ul className={`plain-list ${variant}`}>
        {items.map((item) => (
          <li key={item}>
            <Icon aria-hidden="true" size={16} className="line-icon" />
            {item}
          </li>
        ))}
      </ul>
      <style jsx>{`
        ul {
          display: flex;
          flex-wrap: wrap;
          gap: var(--space-2);
          margin: 0 0 var(--space-5);
        }
        li {
          display: inline-flex;
          align-items: center;
          gap: var(--space-1);
        }
        .badges li {
          padding: var(--space-1) var(--space-3);
          border: 1px solid var(--color-border-strong);
          border-radius: var(--radius-pill);
          background: var(--color-surface);
          font-size: var(--text-sm);
          font-weight: 600;
        }
        .badges :global(svg) {
          color: var(--color-success);
        }
        .terms {
          gap: var(--space-2) var(--space-5);
          font-size: var(--text-sm);
          color: var(--color-text-muted);
        }
      `}</style>
    </div>
  )
}
