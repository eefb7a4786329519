import { Moon, Sun } from 'lucide-react'
import type { ThemeName } from '../../data/schemas/common'
import { DEFAULT_THEME, themeToggleLabel, themeToggleTarget } from '../../renderer/theme/themeStore'
import { useTheme } from '../../renderer/theme/useTheme'
import { marker, shellMarkers } from '../shell/markers'

/**
 * The toggle's markup: flips between light and dark, and its accessible name says which theme a press switches
 * to. Both icons are in the markup and `data-switches-to` shows one, so a script can update the button without
 * rendering anything (components/shell/themeToggle.ts).
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
        .toggle[data-switches-to='light'] :global(.icon-dark),
        .toggle[data-switches-to='dark'] :global(.icon-light) {
          display: none;
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
