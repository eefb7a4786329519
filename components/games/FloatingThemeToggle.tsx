import { StaticThemeToggle } from '../ui/ThemeToggle'

/** The Minecraft page's theme toggle: fixed under the sticky header, on its own surface, in reach while scrolling. */
export function FloatingThemeToggle() {
  return (
    <div className="floating-toggle">
      <StaticThemeToggle className="floating" />
      <style jsx>{`
        .floating-toggle {
          position: fixed;
          top: calc(var(--header-height) + var(--space-3));
          right: var(--space-3);
          z-index: 20;
          border-radius: var(--radius-pill);
          box-shadow: var(--shadow-md);
        }
      `}</style>
    </div>
  )
}
