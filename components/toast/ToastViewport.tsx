import { X } from 'lucide-react'
import { marker, shellMarkers } from '../shell/markers'

/** Two always-present live regions (so insertions are announced), polite and assertive, and the card template. */
export function ToastViewport() {
  return (
    <div className="toast-viewport" {...marker(shellMarkers.toastViewport)}>
      <div role="status" aria-live="polite" aria-atomic="true" />
      <div role="alert" aria-atomic="true" />
      <template>
        <div className="surface toast">
          <div className="text">
            <p className="title" />
            <p className="description" />
          </div>
          <button type="button" className="icon-button dismiss" aria-label="Dismiss notification">
            <X aria-hidden="true" size={18} />
          </button>
        </div>
      </template>
      <style jsx>{`
        .toast-viewport {
          position: fixed;
          z-index: 60;
          inset: auto var(--space-4) var(--space-4);
          display: flex;
          flex-direction: column;
          align-items: flex-end;
          pointer-events: none;
        }
        .toast-viewport > div {
          width: min(100%, 24rem);
        }
        /* The toast card: the script fills in the title and description and sets the variant class. */
        .toast {
          pointer-events: auto;
          display: flex;
          gap: var(--space-3);
          align-items: flex-start;
          padding: var(--space-4);
          color: var(--color-text);
          box-shadow: var(--shadow-md);
          animation: toast-in 0.2s ease-out;
        }
        .toast-destructive {
          background: var(--color-danger);
          border-color: var(--color-danger);
          color: var(--color-on-danger);
        }
        .text {
          flex: 1;
        }
        .title {
          margin: 0;
          font-weight: 700;
        }
        .description {
          margin: var(--space-1) 0 0;
          font-size: var(--text-sm);
        }
        .dismiss {
          width: 2rem;
          height: 2rem;
          border: 0;
          border-radius: var(--radius-sm);
          background: transparent;
          color: inherit;
        }
        .dismiss:hover {
          background: color-mix(in srgb, currentColor 12%, transparent);
        }
        @keyframes toast-in {
          from {
            opacity: 0;
            transform: translateY(0.5rem);
          }
        }
      `}</style>
    </div>
  )
}
