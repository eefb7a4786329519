import type { MouseEvent, Ref } from 'react'
import type { TeamMember } from '../../data/team'
import { profileLines, visibleProfileLines } from './profileText'

type Props = {
  ref: Ref<HTMLDialogElement>
  id: string
  member: TeamMember | null
  visibleChars: number
  complete: boolean
  onClose: () => void
}

/**
 * The team profile in a native modal <dialog> (focus and Escape handled by the browser). The typed text is
 * aria-hidden decoration: assistive technology gets the whole profile at once, as the dialog's description.
 */
export function ProfileDialog({ ref, id, member, visibleChars, complete, onClose }: Props) {
  const lines = member ? profileLines(member) : []
  const close = (event: MouseEvent<HTMLElement>) => event.currentTarget.closest('dialog')?.close()
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the ::backdrop is reported on the <dialog> itself, outside its box.
    if (event.target !== event.currentTarget) return
    const box = event.currentTarget.getBoundingClientRect()
    const inside =
      event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
    if (!inside) event.currentTarget.close()
  }
  const titleId = `${id}-title`
  const descriptionId = `${id}-description`
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click has keyboard equivalents: Escape (native) and the Close button
    <dialog
      ref={ref}
      id={id}
      className="terminal"
      aria-labelledby={titleId}
      aria-describedby={member ? descriptionId : undefined}
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
      <h2 id={titleId} className="visually-hidden">
        {member ? `Profile of ${member.name}, ${member.role}` : 'Team profile'}
      </h2>
      {member && (
        <dl id={descriptionId} className="visually-hidden">
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
          display: inline-block;
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
        .value {
          color: #e6edf3;
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
