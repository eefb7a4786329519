import type { NavEntry } from '../../data/navigation'
import { marker, shellMarkers } from '../shell/markers'
import { DataIcon } from '../ui/DataIcon'
import { currentPageProps, useCurrentPath } from './currentPage'

/** One menu entry: a link, or for an entry without a target a button that says so in a toast (startShell.ts). */
export function NavEntryLink({ entry, compact = false }: { entry: NavEntry; compact?: boolean }) {
  const currentPath = useCurrentPath()
  const Entry = entry.href === null ? 'button' : 'a'
  const props =
    entry.href === null
      ? { type: 'button' as const, ...marker(shellMarkers.notImplemented) }
      : { href: entry.href, ...currentPageProps(entry.href, currentPath) }
  return (
    <Entry className="entry" {...props}>
      <span className="content">
        <span className="visual" aria-hidden="true">
          {entry.icon ? (
            <DataIcon name={entry.icon} />
          ) : (
            <img src={entry.image} alt="" width={40} height={40} loading="lazy" />
          )}
        </span>
        <span className="text">
          <span className="title" {...marker(shellMarkers.entryTitle)}>
            {entry.title}
          </span>
          {!compact && <span className="description">{entry.description}</span>}
        </span>
      </span>
      <style jsx>{`
        .entry,
        .content {
          display: flex;
          gap: var(--space-3);
          align-items: center;
        }
        .entry {
          width: 100%;
          padding: var(--space-2) var(--space-3);
          border: 0;
          border-radius: var(--radius-md);
          background: transparent;
          color: var(--color-text);
          font: inherit;
          text-align: left;
          text-decoration: none;
          cursor: pointer;
        }
        .entry:hover,
        .entry:focus-visible {
          background: var(--color-surface-raised);
        }
        /* The page being shown: a bar at the start, so it does not rest on colour alone. */
        .entry[aria-current='page'] {
          background: var(--color-surface-raised);
          box-shadow: inset 3px 0 0 var(--color-primary);
        }
        .visual {
          flex: none;
          display: inline-grid;
          place-items: center;
          width: 2.5rem;
          height: 2.5rem;
          border-radius: var(--radius-md);
          background: var(--color-surface-raised);
          color: var(--color-primary);
          overflow: hidden;
        }
        .visual img {
          width: 100%;
          height: 100%;
          object-fit: cover;
        }
        .text {
          display: flex;
          flex-direction: column;
          min-width: 0;
        }
        .title {
          font-weight: 650;
        }
        .description {
          font-size: var(--text-xs);
          color: var(--color-text-muted);
          line-height: 1.4;
        }
      `}</style>
    </Entry>
  )
}
