import { StaticThemeToggle } from '../ui/ThemeToggle'

/**
 * The theme toggle of a page that floats it (the Minecraft page): fixed just under the sticky header on its own
 * solid surface, so it stays in reach while scrolling and reads as a control above the page.
 */
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
