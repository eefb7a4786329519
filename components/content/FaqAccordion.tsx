import type { FaqItem } from '../../data/schemas/content'

/** The shared FAQ block: exclusive <details name> keeps at most one open, with no JavaScript. */
export function FaqAccordion({ items, groupName = 'faq' }: { items: readonly FaqItem[]; groupName?: string }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.id} name={groupName} className="surface">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
      <style jsx>{`
        .faq {
          display: grid;
          gap: var(--space-3);
          max-width: 52rem;
        }
        details {
          border-radius: var(--radius-md);
        }
        details[open] {
          border-color: var(--color-border-strong);
        }
        summary {
          cursor: pointer;
          padding: var(--space-4) var(--space-5);
          font-size: var(--text-lg);
          font-weight: 650;
          border-radius: var(--radius-md);
        }
        summary:hover {
          color: var(--color-link);
        }
        p {
          margin: 0;
          padding: 0 var(--space-5) var(--space-4);
          color: var(--color-text-muted);
        }
      `}</style>
    </div>
  )
}
