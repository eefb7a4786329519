import { type SyntheticEvent, useState } from 'react'
import type { FaqItem } from '../../data/schemas/content'

/**
 * The shared FAQ block: none open at first, opening one closes the other. Built on exclusive <details name>, so
 * the answers are in the prerendered HTML and it works without JavaScript; React keeps the one-open rule too,
 * for browsers without `name` support.
 */
export function FaqAccordion({ items, groupName = 'faq' }: { items: readonly FaqItem[]; groupName?: string }) {
  const [openId, setOpenId] = useState<string | null>(null)
  const onToggle = (id: string) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = event.currentTarget.open
    setOpenId((current) => (isOpen ? id : current === id ? null : current))
  }
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.id} name={groupName} open={openId === item.id} onToggle={onToggle(item.id)}>
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
          border: 1px solid var(--color-border);
          border-radius: var(--radius-md);
          background: var(--color-surface);
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
