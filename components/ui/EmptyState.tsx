import type { ReactNode } from 'react'

/** An honest "nothing here yet" block with what the visitor can do instead. */
export function EmptyState({ heading, text, children }: { heading: string; text: string; children?: ReactNode }) {
  return (
    <div className="surface empty">
      <h3>{heading}</h3>
      <p>{text}</p>
      {children && <div className="button-row actions">{children}</div>}
      <style jsx>{`
        .empty {
          padding: var(--space-6) var(--space-5);
          border: 1px dashed var(--color-border-strong);
          text-align: center;
        }
        p {
          max-width: 40rem;
          margin: 0 auto var(--space-4);
          color: var(--color-text-muted);
        }
        .actions {
          justify-content: center;
        }
      `}</style>
    </div>
  )
}
