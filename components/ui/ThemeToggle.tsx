import { Moon, Sun } from 'lucide-react'
import { useTheme } from '../../renderer/theme/useTheme'

/** Flips between light and dark; its accessible name says which theme a press switches to. */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme()
  // 'system' shows whatever the OS prefers; before hydration we cannot know it, so name the dark-default action.
  const switchesTo = theme === 'light' ? 'dark' : 'light'
  const Icon = switchesTo === 'light' ? Sun : Moon
  return (
    <button
      type="button"
      className={className ? `toggle ${className}` : 'toggle'}
      onClick={toggleTheme}
      aria-label={`Switch to ${switchesTo} theme`}
    >
      <Icon aria-hidden="true" size={20} />
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
