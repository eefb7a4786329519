import { Info } from 'lucide-react'

/** A highlighted note with a short heading, for what a visitor must know before reading on. */
export function Notice({ id, heading, text }: { id: string; heading: string; text: string }) {
  return (
    <aside className="notice" aria-labelledby={`${id}-heading`}>
      <Info aria-hidden="true" size={24} className="notice-icon" />
      <div>
        <h2 id={`${id}-heading`}>{heading}</h2>
        <p>{text}</p>
      </div>
      <style jsx>{`
        .notice {
          display: flex;
          gap: var(--space-4);
          align-items: flex-start;
          max-width: 52rem;
          padding: var(--space-5);
          border: 1px solid var(--color-border-strong);
          border-left: 4px solid var(--color-primary);
          border-radius: var(--radius-md);
          background: var(--color-surface);
        }
        .notice :global(.notice-icon) {
          flex: none;
          color: var(--color-primary);
        }
        h2 {
          margin-bottom: var(--space-2);
          font-size: var(--text-xl);
        }
        p {
          margin: 0;
          color: var(--color-text-muted);
        }
      `}</style>
    </aside>
  )
}
