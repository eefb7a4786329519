import { Info } from 'lucide-react'

/** The small print that belongs next to prices: setup fee, taxes, renewal, cancellation. */
export function TermsList({ notes }: { notes: readonly string[] }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a list takes no ARIA name, so a group carries it; no form for a fieldset
    <div role="group" aria-label="Billing terms">
      <ul className="terms">
        {notes.map((note) => (
          <li key={note}>
            <Info aria-hidden="true" size={16} />
            {note}
          </li>
        ))}
      </ul>
      <style jsx>{`
        .terms {
          display: flex;
          flex-wrap: wrap;
          gap: var(--space-2) var(--space-5);
          margin: 0 0 var(--space-5);
          padding: 0;
          list-style: none;
          font-size: var(--text-sm);
          color: var(--color-text-muted);
        }
        li {
          display: inline-flex;
          align-items: center;
          gap: var(--space-1);
        }
      `}</style>
    </div>
  )
}
