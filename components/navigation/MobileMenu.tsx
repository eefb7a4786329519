import { ChevronDown, Menu, X } from 'lucide-react'
import type { CSSProperties } from 'react'
import type { MobileNavGroup } from '../../data/navigation'
import { pathTo } from '../../data/routePaths'
import { billingUrl, site } from '../../data/site'
import { uiConstants } from '../../data/uiSettings'
import { marker, shellMarkers } from '../shell/markers'
import { Button } from '../ui/Button'
import { DataIcon } from '../ui/DataIcon'
import { currentPageProps, useCurrentPath } from './currentPage'
import { NavEntryLink } from './NavEntryLink'

const DIALOG_ID = 'mobile-menu'
const TITLE_ID = 'mobile-menu-title'

/** The menu under 1024px: a modal <dialog> shell/mobileMenu.ts opens; until then the button links to the sitemap. */
export function MobileMenu({ groups }: { groups: readonly MobileNavGroup[] }) {
  const currentPath = useCurrentPath()
  const holdsCurrentPage = (group: MobileNavGroup) =>
    group.sections.some((section) => section.entries.some((entry) => entry.href === currentPath))
  return (
    <div className="mobile-menu" {...marker(shellMarkers.mobileMenu)}>
      <Button
        variant="outline"
        size="icon"
        className="menu-link"
        href={pathTo('sitemap')}
        aria-label="Menu: all pages"
        {...currentPageProps(pathTo('sitemap'), currentPath)}
      >
        <Menu aria-hidden="true" size={22} />
      </Button>
      <Button
        variant="outline"
        size="icon"
        className="menu-button"
        aria-haspopup="dialog"
        aria-expanded={false}
        aria-controls={DIALOG_ID}
        aria-label="Open menu"
        {...marker(shellMarkers.menuOpen)}
      >
        <Menu aria-hidden="true" size={22} />
      </Button>
      <dialog
        id={DIALOG_ID}
        className="panel"
        // A custom property, not an inline width: the value comes from data, the rule stays in the stylesheet.
        style={
          {
            '--menu-width': `min(${uiConstants.mobileMenuWidthPercent}%, ${uiConstants.mobileMenuMaxWidthRem}rem)`,
          } as CSSProperties
        }
        aria-labelledby={TITLE_ID}
      >
        <div className="panel-head">
          <h2 id={TITLE_ID}>Menu</h2>
          <Button variant="ghost" size="icon" aria-label="Close menu" {...marker(shellMarkers.menuClose)}>
            <X aria-hidden="true" size={22} />
          </Button>
        </div>
        <nav aria-label="Mobile">
          {groups.map((group) => (
            // The group holding the page being shown starts open, its link marked as current.
            <details key={group.id} className="group" open={holdsCurrentPage(group)}>
              <summary>
                <DataIcon name={group.icon} />
                <span>{group.title}</span>
                <ChevronDown aria-hidden="true" size={18} className="chevron" />
              </summary>
              {group.sections.map((section) => (
                <div key={section.title ?? group.id} className="section">
                  {section.title && <p className="section-title">{section.title}</p>}
                  <ul className="plain-list">
                    {section.entries.map((entry) => (
                      <li key={entry.id}>
                        <NavEntryLink entry={entry} compact />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </details>
          ))}
        </nav>
        <div className="account">
          <Button variant="outline" href={billingUrl('login')}>
            LOGIN
          </Button>
          <Button href={billingUrl('register')}>REGISTER</Button>
        </div>
        <p className="copyright">
          © {site.copyrightYear.mobileMenu} {site.brandName}
        </p>
      </dialog>
      <style jsx>{`
        /* The link stands in for the menu button until the menu script has attached. */
        .mobile-menu:not([data-enhanced]) :global(.menu-button),
        .mobile-menu[data-enhanced] :global(.menu-link) {
          display: none;
        }
        .panel {
          position: fixed;
          inset: 0 0 0 auto;
          width: var(--menu-width);
          max-width: none;
          height: 100%;
          max-height: none;
          margin: 0;
          padding: var(--space-4);
          border: 0;
          border-left: 1px solid var(--color-border);
          background: var(--color-surface);
          color: var(--color-text);
          overflow-y: auto;
          overscroll-behavior: contain;
          transform: translateX(100%);
          transition:
            transform 0.25s ease,
            display 0.25s allow-discrete,
            overlay 0.25s allow-discrete;
        }
        .panel[open] {
          display: flex;
          flex-direction: column;
          gap: var(--space-4);
          transform: translateX(0);
        }
        @starting-style {
          .panel[open] {
            transform: translateX(100%);
          }
        }
        .panel::backdrop {
          background: var(--color-overlay);
        }
        .panel-head {
          display: flex;
          align-items: center;
          justify-content: space-between;
        }
        h2 {
          margin: 0;
          font-size: var(--text-xl);
        }
        .group {
          border-bottom: 1px solid var(--color-border);
        }
        summary {
          display: flex;
          align-items: center;
          gap: var(--space-3);
          min-height: 3rem;
          padding: var(--space-2);
          font-weight: 650;
          cursor: pointer;
          border-radius: var(--radius-md);
        }
        summary :global(svg) {
          color: var(--color-primary);
        }
        /* A flex summary has no disclosure marker of its own: the chevron, as in the desktop menu, says it opens. */
        summary :global(.chevron) {
          margin-left: auto;
          color: var(--color-text-muted);
        }
        .section-title {
          margin: var(--space-2) var(--space-2) 0;
          font-size: var(--text-xs);
          font-weight: 700;
          letter-spacing: 0.06em;
          text-transform: uppercase;
          color: var(--color-text-muted);
        }
        ul {
          margin: 0 0 var(--space-2);
        }
        .account {
          display: grid;
          grid-template-columns: 1fr 1fr;
          gap: var(--space-2);
        }
        .copyright {
          margin: auto 0 0;
          font-size: var(--text-xs);
          color: var(--color-text-muted);
        }
      `}</style>
    </div>
  )
}
