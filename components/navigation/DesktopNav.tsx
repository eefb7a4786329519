import { ChevronDown } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { NavGroup } from '../../data/navigation'
import { uiConstants } from '../../data/uiSettings'
import { NavEntryLink } from './NavEntryLink'
import { createTypeAheadBuffer, findTypeAheadMatch, isTypeAheadKey } from './typeAhead'

/**
 * Desktop navigation as the WAI-ARIA disclosure pattern: each group is a button with aria-expanded that shows a
 * list of links. One group is open at a time; Escape closes and returns focus to the button; a click or focus
 * outside closes; typing letters moves focus to the first entry starting with them. Without JavaScript the
 * lists open on hover and keyboard focus (CSS), so every link stays reachable.
 */
export function DesktopNav({ groups }: { groups: readonly NavGroup[] }) {
  const [openId, setOpenId] = useState<string | null>(null)
  const navRef = useRef<HTMLElement>(null)

  useEffect(() => {
    if (openId === null) return
    const closeOnOutside = (event: Event) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenId(null)
    }
    document.addEventListener('pointerdown', closeOnOutside)
    document.addEventListener('focusin', closeOnOutside)
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside)
      document.removeEventListener('focusin', closeOnOutside)
    }
  }, [openId])

  return (
    <nav aria-label="Main" className="desktop-nav" ref={navRef}>
      <ul className="groups">
        {groups.map((group) => (
          <NavDisclosure
            key={group.id}
            group={group}
            open={openId === group.id}
            onOpenChange={(open) => setOpenId(open ? group.id : null)}
          />
        ))}
      </ul>
      <style jsx>{`
        .groups {
          display: flex;
          gap: var(--space-1);
          list-style: none;
          margin: 0;
          padding: 0;
        }
      `}</style>
    </nav>
  )
}

function NavDisclosure({
  group,
  open,
  onOpenChange,
}: {
  group: NavGroup
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const panelId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const entryRefs = useRef<Array<HTMLAnchorElement | HTMLButtonElement | null>>([])
  const typeAhead = useMemo(() => createTypeAheadBuffer(uiConstants.typeAheadResetMs), [])
  const titles = group.entries.map((entry) => entry.title)

  useEffect(() => {
    if (!open) typeAhead.clear()
  }, [open, typeAhead])

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      onOpenChange(false)
      buttonRef.current?.focus()
      return
    }
    if (!open || !isTypeAheadKey(event)) return
    const focusedIndex = entryRefs.current.indexOf(document.activeElement as HTMLAnchorElement)
    const match = findTypeAheadMatch(titles, typeAhead.push(event.key), Math.max(focusedIndex, 0))
    if (match >= 0) {
      event.preventDefault()
      entryRefs.current[match]?.focus()
    }
  }

  return (
    <li className={open ? 'group open' : 'group'} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        {group.title}
        <ChevronDown aria-hidden="true" size={16} className="chevron" />
      </button>
      <div id={panelId} className="panel">
        <ul>
          {group.entries.map((entry, index) => (
            <li key={entry.id}>
              <NavEntryLink
                entry={entry}
                onNavigate={() => onOpenChange(false)}
                linkRef={(element) => {
                  entryRefs.current[index] = element
                }}
              />
            </li>
          ))}
        </ul>
      </div>
      <style jsx>{`
        .group {
          position: relative;
        }
        .trigger {
          display: inline-flex;
          align-items: center;
          gap: var(--space-1);
          min-height: 2.75rem;
          padding: var(--space-2) var(--space-3);
          border: 0;
          border-radius: var(--radius-md);
          background: transparent;
          color: var(--color-text);
          font: inherit;
          font-weight: 600;
          cursor: pointer;
        }
        .trigger:hover,
        .open .trigger {
          background: var(--color-surface-raised);
        }
        .trigger :global(.chevron) {
          transition: transform 0.2s ease;
        }
        .open .trigger :global(.chevron) {
          transform: rotate(180deg);
        }
        .panel {
          display: none;
          position: absolute;
          top: calc(100% + var(--space-2));
          left: 0;
          z-index: 40;
          width: 22rem;
          padding: var(--space-2);
          border: 1px solid var(--color-border);
          border-radius: var(--radius-lg);
          background: var(--color-surface);
          box-shadow: var(--shadow-md);
        }
        .panel ul {
          list-style: none;
          margin: 0;
          padding: 0;
        }
        .open .panel {
          display: block;
        }
        /* Without JavaScript the lists open on hover and keyboard focus. */
        :global(html:not(.js)) .group:hover .panel,
        :global(html:not(.js)) .group:focus-within .panel {
          display: block;
        }
      `}</style>
    </li>
  )
}
