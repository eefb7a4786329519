import { type MouseEvent, type Ref, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react'
import type { TeamMember } from '../../data/team'
import { uiConstants } from '../../data/uiSettings'
import { profileLines, profileTypedText, visibleProfileLines } from './profileText'

export type ProfileDialogHandle = { open: (member: TeamMember, trigger: HTMLElement) => void }

/** A team profile in a modal <dialog>, typed out as aria-hidden decoration; its description holds the whole text. */
export function ProfileDialog({ ref, id }: { ref: Ref<ProfileDialogHandle>; id: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  // A new object for each opening, so reopening the same profile opens the dialog and types it again.
  const [opening, setOpening] = useState<{ member: TeamMember; animated: boolean; trigger: HTMLElement } | null>(null)
  const [visibleChars, setVisibleChars] = useState(0)
  const member = opening?.member ?? null
  const lines = member ? profileLines(member) : []
  const typedLength = profileTypedText(lines).length
  const complete = member !== null && visibleChars >= typedLength

  useImperativeHandle(ref, () => ({
    open(member, trigger) {
      clearTimeout(clearTimer.current)
      const animated = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
      setOpening({ member, animated, trigger })
      setVisibleChars(animated ? 0 : Number.POSITIVE_INFINITY)
    },
  }))

  // Opened once the new profile is rendered, so the browser styles and lays out the modal page once, not twice.
  useLayoutEffect(() => {
    if (opening && !dialogRef.current?.open) dialogRef.current?.showModal()
  }, [opening])

  // One character per step, on a timer of its own rather than per render; a new opening starts again, a close stops.
  useEffect(() => {
    if (!opening?.animated) return
    let typed = 0
    const timer = setInterval(() => {
      typed += 1
      setVisibleChars(typed)
      if (typed >= typedLength || !dialogRef.current?.open) clearInterval(timer)
    }, uiConstants.profileTypingMsPerChar)
    return () => clearInterval(timer)
  }, [opening, typedLength])

  // While the profile types itself, keep its newest line in view when the dialog has to scroll (small screens).
  useEffect(() => {
    const dialog = dialogRef.current
    if (opening?.animated && dialog?.open && visibleChars > 0) dialog.scrollTop = dialog.scrollHeight
  }, [opening, visibleChars])

  const onClose = () => {
    // A quick second click can reopen the dialog before the browser reports the first close: keep the new one typing.
    if (dialogRef.current?.open) return
    opening?.trigger.focus()
    clearTimeout(clearTimer.current)
    clearTimer.current = setTimeout(() => setOpening(null), uiConstants.modalClearDelayMs)
  }
  const close = () => dialogRef.current?.close()
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the ::backdrop is reported on the <dialog> itself, outside its box.
    if (event.target !== event.currentTarget) return
    const box = event.currentTarget.getBoundingClientRect()
    const inside =
      event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
    if (!inside) close()
  }
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has keyboard equivalents: Escape (native) and the Close button
    <dialog
      ref={dialogRef}
      id={id}
      className="terminal"
      aria-labelledby={`${id}-title`}
      aria-describedby={member ? `${id}-description` : undefined}
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <div className="bar">
        <button type="button" className="dot close" aria-label="Close" onClick={close}>
          <span className="dot-face" />
        </button>
        <span className="dot-face minimise" aria-hidden="true" />
        <span className="dot-face zoom" aria-hidden="true" />
        <span className="bar-title" aria-hidden="true">
          team@tarang: ~/profiles
        </span>
      </div>
      <h2 id={`${id}-title`} className="visually-hidden">
        {member ? `Profile of ${member.name}, ${member.role}` : 'Team profile'}
      </h2>
      {member && (
        <dl id={`${id}-description`} className="visually-hidden">
          {lines.map((line) => (
            <div key={line.label}>
              <dt>{line.label.toLowerCase()}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="screen" aria-hidden="true">
        {member && <p className="prompt">$ scan --member {member.slug}</p>}
        <div className="output">
          {visibleProfileLines(lines, visibleChars).map((line, index, shown) => (
            <p key={line.label} className="line">
              <span className="label">{line.label}</span>
              <span className="value">
                {line.value}
                {!complete && index === shown.length - 1 && <span className="cursor">▋</span>}
              </span>
            </p>
          ))}
          {!complete && visibleChars === 0 && <span className="cursor">▋</span>}
        </div>
        {complete && <p className="done">SCAN_COMPLETE</p>}
      </div>
      <style jsx>{`
        .terminal {
          width: min(100% - 2 * var(--space-4), 44rem);
          max-height: min(100dvh - 2 * var(--space-4), 40rem);
          padding: 0;
          border: 1px solid #30363d;
          border-radius: var(--radius-lg);
          background: #0d1117;
          color: #e6edf3;
          box-shadow: 0 24px 60px rgb(0 0 0 / 0.5);
          overflow-y: auto;
          overscroll-behavior: contain;
        }
        .terminal::backdrop {
          background: var(--color-overlay);
        }
        .terminal[open] {
          animation: pop-in 0.18s ease-out;
        }
        @keyframes pop-in {
          from {
            opacity: 0;
            transform: translateY(0.75rem) scale(0.98);
          }
        }
        .bar {
          position: sticky;
          top: 0;
          display: flex;
          align-items: center;
          gap: var(--space-2);
          padding: var(--space-2) var(--space-3);
          border-bottom: 1px solid #30363d;
          background: #161b22;
        }
        .dot {
          display: inline-grid;
          place-items: center;
          width: 1.75rem;
          height: 1.75rem;
          margin: -0.125rem;
          padding: 0;
          border: 0;
          border-radius: 50%;
          background: transparent;
          cursor: pointer;
        }
        .dot:focus-visible {
          outline: 3px solid #fbbf24;
          outline-offset: 0;
        }
        .dot-face {
          width: 0.875rem;
          height: 0.875rem;
          border-radius: 50%;
          background: #ff5f57;
          box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.25);
        }
        .close:hover .dot-face {
          background: #ff3b30;
        }
        .minimise {
          background: #febc2e;
        }
        .zoom {
          background: #28c840;
        }
        .bar-title {
          flex: 1;
          margin-right: 3rem;
          font-family: var(--font-mono);
          font-size: var(--text-xs);
          color: #9da7b3;
          text-align: center;
          white-space: nowrap;
          overflow: hidden;
          text-overflow: ellipsis;
        }
        .screen {
          padding: var(--space-4) var(--space-5) var(--space-5);
          font-family: var(--font-mono);
          font-size: var(--text-sm);
          line-height: 1.6;
        }
        .prompt {
          margin: 0 0 var(--space-2);
          color: #7ee787;
        }
        .output {
          min-height: 14rem;
        }
        .line {
          display: grid;
          grid-template-columns: 10ch minmax(0, 1fr);
          margin: 0;
          white-space: pre-wrap;
          overflow-wrap: anywhere;
        }
        @media (max-width: 480px) {
          .line {
            grid-template-columns: minmax(0, 1fr);
          }
        }
        .label {
          color: #79c0ff;
        }
        .cursor {
          color: #7ee787;
          animation: blink 1s steps(1) infinite;
        }
        @keyframes blink {
          50% {
            opacity: 0;
          }
        }
        .done {
          margin: var(--space-3) 0 0;
          color: #7ee787;
          font-weight: 700;
          letter-spacing: 0.06em;
        }
      `}</style>
    </dialog>
  )
}
