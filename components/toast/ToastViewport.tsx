import { X } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { Toast } from './toastState'

/**
 * Two live regions that always exist (so screen readers announce what is inserted): polite for information,
 * assertive for errors. A toast never takes focus; its timer pauses while it is hovered or focused.
 */
export function ToastViewport({ toast, onDismiss }: { toast: Toast | null; onDismiss: (id: number) => void }) {
  return (
    <div className="toast-viewport">
      <div role="status" aria-live="polite" aria-atomic="true">
        {toast && toast.variant !== 'destructive' && <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />}
      </div>
      <div role="alert" aria-atomic="true">
        {toast && toast.variant === 'destructive' && <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />}
      </div>
      <style jsx>{`
        .toast-viewport {
          position: fixed;
          z-index: 60;
          right: var(--space-4);
          bottom: var(--space-4);
          left: var(--space-4);
          display: flex;
          flex-direction: column;
          align-items: flex-end;
          pointer-events: none;
        }
        .toast-viewport > div {
          width: min(100%, 24rem);
        }
      `}</style>
    </div>
  )
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState({ hover: false, focus: false })
  const remaining = useRef(toast.durationMs)
  const isPaused = paused.hover || paused.focus

  useEffect(() => {
    if (isPaused) return
    const startedAt = Date.now()
    const timer = window.setTimeout(() => onDismiss(toast.id), remaining.current)
    return () => {
      window.clearTimeout(timer)
      remaining.current -= Date.now() - startedAt
    }
  }, [isPaused, onDismiss, toast.id])

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the timer; the card itself is not a control
    <div
      className={`toast toast-${toast.variant}`}
      onMouseEnter={() => setPaused((state) => ({ ...state, hover: true }))}
      onMouseLeave={() => setPaused((state) => ({ ...state, hover: false }))}
      onFocus={() => setPaused((state) => ({ ...state, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused((state) => ({ ...state, focus: false }))
      }}
      data-paused={isPaused ? '' : undefined}
    >
      <div className="text">
        <p className="title">{toast.title}</p>
        {toast.description && <p className="description">{toast.description}</p>}
      </div>
      <button type="button" className="dismiss" onClick={() => onDismiss(toast.id)} aria-label="Dismiss notification">
        <X aria-hidden="true" size={18} />
      </button>
      <style jsx>{`
        .toast {
          pointer-events: auto;
          display: flex;
          gap: var(--space-3);
          align-items: flex-start;
          padding: var(--space-4);
          border-radius: var(--radius-lg);
          border: 1px solid var(--color-border);
          background: var(--color-surface);
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
          display: inline-grid;
          place-items: center;
          width: 2rem;
          height: 2rem;
          border: 0;
          border-radius: var(--radius-sm);
          background: transparent;
          color: inherit;
          cursor: pointer;
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
