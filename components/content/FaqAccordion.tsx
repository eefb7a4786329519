import type { FaqItem } from '../../data/schemas/content'

/**
 * The shared FAQ block. Native exclusive <details name> gives one-open-at-a-time, keyboard support and
 * answers that are in the prerendered HTML and work without JavaScript.
 */
export function FaqAccordion({ items, groupName = 'faq' }: { items: readonly FaqItem[]; groupName?: string }) {
  return (
    <div className="container faq">
      {items.map((item) => (
        <details key={item.question} name={groupName}>
          <summary>
            <h3>{item.question}</h3>
          </summary>
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
          border: 1px solid var(--color-border);
          border-radius: var(--radius-md);
          background: var(--color-surface);
        }
        summary {
          cursor: pointer;
          padding: var(--space-4) var(--space-5);
          list-style-position: outside;
        }
        summary h3 {
          display: inline;
          font-size: var(--text-lg);
          margin: 0;
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
