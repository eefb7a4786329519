import { SquareTerminal } from 'lucide-react'
import { useId, useRef } from 'react'
import type { TeamMember } from '../../data/team'
import { defineIsland } from '../islands/island'
import { cardGridProps } from '../ui/cardGrid'
import { ProfileDialog, type ProfileDialogHandle } from './ProfileDialog'

/** The team cards; each opens its profile in the dialog, which keeps its own state, so the cards never re-render. */
export function TeamSection({ members, cardHint }: { members: readonly TeamMember[]; cardHint: string }) {
  const dialogId = useId()
  const dialog = useRef<ProfileDialogHandle>(null)
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
                onClick={(event) => dialog.current?.open(member, event.currentTarget)}
              >
                {member.name}
              </button>
            </h3>
            <p className="role" id={`${dialogId}-${member.slug}-role`}>
              {member.role}
            </p>
            <p className="pill hint" aria-hidden="true">
              <SquareTerminal size={16} className="line-icon" /> {cardHint}
            </p>
          </li>
        ))}
      </ul>
      <ProfileDialog ref={dialog} id={dialogId} />
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
