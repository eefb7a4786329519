import { Moon, Sun } from 'lucide-react'
import { marker, shellMarkers } from '../shell/markers'
import { DEFAULT_THEME, themeToggleLabel, themeToggleTarget } from '../shell/themeToggle'

/** Static markup that shell/themeToggle.ts drives; global.css shows a sun on a dark page, a moon on a light one. */
export function StaticThemeToggle({ className }: { className?: string }) {
  const switchesTo = themeToggleTarget(DEFAULT_THEME)
  return (
    <button
      type="button"
      className={className ? `toggle ${className}` : 'toggle'}
      aria-label={themeToggleLabel(switchesTo)}
      data-switches-to={switchesTo}
      {...marker(shellMarkers.themeToggle)}
    >
      <Sun aria-hidden="true" size={20} className="icon icon-light" />
      <Moon aria-hidden="true" size={20} className="icon icon-dark" />
      <style jsx>{`
        .toggle {
          display: inline-grid;
          place-items: center;
          width: 2.75rem;
          height: 2.75rem;
          border-radius: var(--radius-pill);
          border: 1px solid var(--color-border);
          background: var(--color-surface);
          color: var(--color-text);
          cursor: pointer;
        }
        .toggle:hover {
          background: var(--color-surface-raised);
        }
      `}</style>
    </button>
  )
}
