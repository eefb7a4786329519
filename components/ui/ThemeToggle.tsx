import { Moon, Sun } from 'lucide-react'
import { marker, shellMarkers } from '../shell/markers'
import { DEFAULT_THEME, themeToggleLabel, themeToggleTarget } from '../shell/themeToggle'

/** Static markup that shell/themeToggle.ts drives; global.css shows a sun on a dark page, a moon on a light one. */
export function StaticThemeToggle({ className }: { className?: string }) {
  const switchesTo = themeToggleTarget(DEFAULT_THEME)
  return (
    <button
      type="button"
      aria-label={themeToggleLabel(switchesTo)}
      data-switches-to={switchesTo}
      {...marker(shellMarkers.themeToggle)}
      className={className ? `icon-button ${className}` : 'icon-button'}
    >
      <Sun aria-hidden="true" size={20} className="icon icon-light" />
      <Moon aria-hidden="true" size={20} className="icon icon-dark" />
    </button>
  )
}
