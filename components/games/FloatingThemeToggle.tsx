import { StaticThemeToggle } from '../ui/ThemeToggle'

/**
 * The Minecraft page's own theme toggle at the top right. On wide screens it is fixed in the empty gutter beside
 * the content; on narrower screens it sits at the top right of the page's opening section, so it never covers
 * the header's controls or the text.
 */
export function FloatingThemeToggle() {
  return (
    <div className="floating-toggle">
      <StaticThemeToggle />
      <style jsx>{`
        .floating-toggle {
          position: absolute;
          top: var(--space-2);
          right: var(--space-4);
          z-index: 20;
        }
        @media (min-width: 1320px) {
          .floating-toggle {
            position: fixed;
            top: calc(var(--header-height) + var(--space-3));
            right: var(--space-3);
          }
        }
      `}</style>
    </div>
  )
}
