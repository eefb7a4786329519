import { Check } from 'lucide-react'

/** A row of short claims shown as pills (editions, platforms, hero badges). */
export function BadgeList({ items, label }: { items: readonly string[]; label: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a list takes no ARIA name, so a group carries it; no form for a fieldset
    <div role="group" aria-label={label}>
      <ul className="badges">
        {items.map((item) => (
          <li key={item}>
            <Check aria-hidden="true" size={16} />
            {item}
          </li>
        ))}
      </ul>
      <style jsx>{`
        .badges {
          display: flex;
          flex-wrap: wrap;
          gap: var(--space-2);
          margin: 0 0 var(--space-5);
          padding: 0;
          list-style: none;
        }
        li {
          display: inline-flex;
          align-items: center;
          gap: var(--space-1);
          padding: var(--space-1) var(--space-3);
          border: 1px solid var(--color-border-strong);
          border-radius: var(--radius-pill);
          background: var(--color-surface);
          font-size: var(--text-sm);
          font-weight: 600;
        }
        li :global(svg) {
          color: var(--color-success);
        }
      `}</style>
    </div>
  )
}
