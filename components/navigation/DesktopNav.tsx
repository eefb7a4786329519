import { ChevronDown } from 'lucide-react'
import type { NavGroup } from '../../data/navigation'
import { marker, shellMarkers } from '../shell/markers'
import { useCurrentPath } from './currentPage'
import { NavEntryLink } from './NavEntryLink'

/** WAI-ARIA disclosure menus that shell/desktopNav.ts drives; before it runs, lists open on hover and focus (CSS). */
export function DesktopNav({ groups }: { groups: readonly NavGroup[] }) {
  const currentPath = useCurrentPath()
  return (
    <nav aria-label="Main" className="desktop-nav" {...marker(shellMarkers.desktopNav)}>
      <ul className="plain-list groups">
        {groups.map((group) => (
          <li key={group.id} className="group" {...marker(shellMarkers.navGroup)}>
            <button
              type="button"
              className="quiet-button trigger"
              aria-expanded={false}
              aria-controls={`nav-panel-${group.id}`}
              // The group holding the page being shown is the current section.
              aria-current={group.entries.some((entry) => entry.href === currentPath) || undefined}
            >
              {group.title}
              <ChevronDown aria-hidden="true" size={16} className="chevron" />
            </button>
            <div id={`nav-panel-${group.id}`} className="surface panel">
              <ul className="plain-list">
                {group.entries.map((entry) => (
                  <li key={entry.id}>
                    <NavEntryLink entry={entry} />
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
      <style jsx>{`
        .groups {
          display: flex;
          gap: var(--space-1);
        }
        .group {
          position: relative;
        }
        .trigger {
          display: inline-flex;
          gap: var(--space-1);
          font-weight: 600;
        }
        /* Tighter just above the breakpoint, with the header (SiteHeader): one line in a wide font. */
        @media (width < 1280px) {
          .groups {
            gap: 0;
          }
          .trigger {
            padding-inline: var(--space-2);
          }
        }
        .trigger[aria-current='true'] {
          text-decoration: underline;
          text-decoration-thickness: 2px;
          text-underline-offset: 0.4em;
        }
        .trigger[aria-expanded='true'] {
          background: var(--color-surface-raised);
        }
        .panel {
          display: none;
          position: absolute;
          top: calc(100% + var(--space-2));
          left: 0;
          z-index: 40;
          width: 22rem;
          padding: var(--space-2);
          box-shadow: var(--shadow-md);
        }
        .trigger[aria-expanded='true'] + .panel {
          display: block;
        }
        /* Until the menu script has run (or when it is blocked), the lists open on hover and keyboard focus. */
        :global(.desktop-nav:not([data-enhanced])) .group:hover .panel,
        :global(.desktop-nav:not([data-enhanced])) .group:focus-within .panel {
          display: block;
        }
      `}</style>
    </nav>
  )
}
