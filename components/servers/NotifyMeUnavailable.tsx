import { Info } from 'lucide-react'
import { Button } from '../ui/Button'

/** A disabled Notify Me, still focusable (aria-disabled), described by the one visible reason (NotifyMeReason). */
export function NotifyMeUnavailable({ label, reasonId }: { label: string; reasonId: string }) {
  return (
    <Button variant="outline" aria-disabled="true" aria-describedby={reasonId}>
      {label}
    </Button>
  )
}

/** The one visible reason the disabled Notify Me buttons point at. */
export function NotifyMeReason({ id, reason }: { id: string; reason: string }) {
  return (
    <p id={id} className="reason">
      <Info aria-hidden="true" size={20} className="reason-icon" />
      <span>{reason}</span>
      <style jsx>{`
        .reason {
          display: flex;
          gap: var(--space-2);
          align-items: flex-start;
          max-width: 46rem;
          margin: 0 0 var(--space-4);
          color: var(--color-text-muted);
        }
        .reason :global(.reason-icon) {
          flex: none;
          margin-top: 0.15em;
          color: var(--color-primary);
        }
      `}</style>
    </p>
  )
}
