import { Button } from '../ui/Button'

/**
 * A disabled "Notify Me" whose reason is visible text tied to the button (aria-describedby), so every visitor
 * learns why it cannot be pressed. `aria-disabled` keeps it focusable for keyboard and screen-reader users.
 */
export function NotifyMeUnavailable({ planId, label, reason }: { planId: string; label: string; reason: string }) {
  const reasonId = `notify-reason-${planId}`
  return (
    <div className="notify">
      <Button variant="outline" aria-disabled="true" aria-describedby={reasonId}>
        {label}
      </Button>
      <p id={reasonId} className="reason">
        {reason}
      </p>
      <style jsx>{`
        .notify {
          display: grid;
          gap: var(--space-2);
        }
        .reason {
          margin: 0;
          font-size: var(--text-xs);
          color: var(--color-text-muted);
        }
      `}</style>
    </div>
  )
}
