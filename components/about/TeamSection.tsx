import { SquareTerminal } from 'lucide-react'
import { type MouseEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { TeamMember } from '../../data/team'
import { uiConstants } from '../../data/uiSettings'
import { defineIsland } from '../islands/island'
import { cardGridProps } from '../ui/cardGrid'
import { ProfileDialog } from './ProfileDialog'
import { profileLines, profileTypedText } from './profileText'
import { createTypingSequencer } from './typingSequencer'

/**
 * The team cards and their profile dialog, which types the profile (at once under prefers-reduced-motion). Closing
 * returns focus to the card and clears the selection after uiConstants.modalClearDelayMs.
 */
export function TeamSection({ members, cardHint }: { members: readonly TeamMember[]; cardHint: string }) {
  const dialogId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const triggerRef = useRef<HTMLButtonElement | null>(null)
  const clearTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const [selected, setSelected] = useState<TeamMember | null>(null)
  const [visibleChars, setVisibleChars] = useState(0)
  const [complete, setComplete] = useState(false)

  const sequencer = useMemo(
    () =>
      createTypingSequencer({
        msPerChar: uiConstants.profileTypingMsPerChar,
        onProgress: setVisibleChars,
        onComplete: () => setComplete(true),
      }),
    [],
  )
  useEffect(
    () => () => {
      sequencer.cancel()
      clearTimeout(clearTimer.current)
    },
    [sequencer],
  )

  // While the profile types itself, keep its newest line in view when the dialog has to scroll (small screens).
  const animated = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each typed character and on completion
  useEffect(() => {
    const dialog = dialogRef.current
    if (animated.current && dialog?.open) dialog.scrollTop = dialog.scrollHeight
  }, [visibleChars, complete])

  const open = (member: TeamMember) => (event: MouseEvent<HTMLButtonElement>) => {
    clearTimeout(clearTimer.current)
    triggerRef.current = event.currentTarget
    setSelected(member)
    setComplete(false)
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    animated.current = !reducedMotion
    sequencer.start(profileTypedText(profileLines(member)), { instant: reducedMotion })
    if (!dialogRef.current?.open) dialogRef.current?.showModal()
  }

  const onClose = () => {
    // The browser reports a close after the input already queued, so a quick second click can reopen the dialog
    // first; that late close belongs to the earlier opening, and the profile now showing must keep typing.
    if (dialogRef.current?.open) return
    sequencer.cancel()
    triggerRef.current?.focus()
    clearTimeout(clearTimer.current)
    clearTimer.current = setTimeout(() => setSelected(null), uiConstants.modalClearDelayMs)
  }

  return (
    <div className="team-section">
      <ul {...cardGridProps({ count: members.length, min: '16rem' })}>
        {members.map((member) => (
          <li key={member.slug} className="card card-link">
            <img className="avatar" src={member.img} alt="" width={160} height={160} loading="lazy" />
            <h3>
              <button
                type="button"
                className="open stretched-link"
                aria-haspopup="dialog"
                aria-controls={dialogId}
                aria-describedby={`${dialogId}-${member.slug}-role`}
                onClick={open(member)}
              >
                {member.name}
              </button>
            </h3>
            <p className="role" id={`${dialogId}-${member.slug}-role`}>
              {member.role}
            </p>
            <p className="hint" aria-hidden="true">
              <SquareTerminal size={16} /> {cardHint}
            </p>
          </li>
        ))}
      </ul>
      <ProfileDialog
        ref={dialogRef}
        id={dialogId}
        member={selected}
        visibleChars={visibleChars}
        complete={complete}
        onClose={onClose}
      />
      <style jsx>{`
        .card {
          display: flex;
          flex-direction: column;
          align-items: center;
          padding: var(--space-6) var(--space-5) var(--space-5);
          text-align: center;
        }
        .avatar {
          width: 8rem;
          height: 8rem;
          margin-bottom: var(--space-4);
          border-radius: 50%;
          border: 3px solid color-mix(in srgb, var(--color-primary) 40%, transparent);
          background: var(--color-surface-raised);
        }
        h3 {
          margin-bottom: var(--space-1);
        }
        .open {
          padding: 0;
          border: 0;
          background: none;
          font: inherit;
          cursor: pointer;
        }
        .role {
          margin-bottom: var(--space-3);
          color: var(--color-text-muted);
        }
        .hint {
          display: inline-flex;
          align-items: center;
          gap: var(--space-2);
          margin: auto 0 0;
          padding: var(--space-1) var(--space-3);
          border-radius: var(--radius-pill);
          background: color-mix(in srgb, var(--color-primary) 12%, transparent);
          color: var(--color-link);
          font-size: var(--text-sm);
          font-weight: 650;
        }
      `}</style>
    </div>
  )
}

export const TeamSectionIsland = /* @__PURE__ */ defineIsland('TeamSection', TeamSection)
