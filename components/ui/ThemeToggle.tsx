import { Moon, Sun } from 'lucide-react'
import type { ThemeName } from '../../data/schemas/common'
import { marker, shellMarkers } from '../shell/markers'
import { DEFAULT_THEME, themeToggleLabel, themeToggleTarget } from '../theme/themeStore'
import { useTheme } from '../theme/useTheme'

/**
 * The toggle's markup: flips between light and dark, and its accessible name says which theme a press switches
 * to (components/shell/themeToggle.ts keeps it right). Both icons are in the markup and CSS shows the one for
 * the theme <html> shows, which the head script sets before the first paint: a sun on a dark page, a moon on
 * a light one, also under 'system' and before any other script has run.
 */
function ThemeToggleButton({
  theme,
  className,
  onClick,
}: {
  theme: ThemeName
  className?: string
  onClick?: () => void
}) {
  const switchesTo = themeToggleTarget(theme)
  return (
    <button
      type="button"
      className={className ? `toggle ${className}` : 'toggle'}
      onClick={onClick}
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
        :global(html.dark) .toggle :global(.icon-dark),
        :global(html.light) .toggle :global(.icon-light) {
          display: none;
        }
        @media (prefers-color-scheme: dark) {
          :global(html.system) .toggle :global(.icon-dark) {
            display: none;
          }
        }
        @media not (prefers-color-scheme: dark) {
          :global(html.system) .toggle :global(.icon-light) {
            display: none;
          }
        }
      `}</style>
    </button>
  )
}

/**
 * The page shell's toggle: static markup in the default theme's state; the shell script reads the stored theme,
 * updates the button and handles presses. Without that script the button does nothing.
 */
export function StaticThemeToggle({ className }: { className?: string }) {
  return <ThemeToggleButton theme={DEFAULT_THEME} className={className} />
}

/** The same toggle as a React component, for the admin app's own island; it shares the theme store. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme()
  return <ThemeToggleButton theme={theme} className={className} onClick={toggleTheme} />
}
