import { StaticThemeToggle } from '../ui/ThemeToggle'

/**
 * The theme toggle of a page that floats it (the Minecraft page, in the route registry): the page's only one,
 * fixed at the top right just under the sticky header at every width, so it stays in reach while scrolling.
 * It sits in the page gutter on wide screens and over the content's right edge on narrow ones, on its own
 * solid surface with a shadow so it reads as a control above the page.
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
