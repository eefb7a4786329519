import { Menu, X } from 'lucide-react'
import { type KeyboardEvent, type MouseEvent, useId, useRef, useState } from 'react'
import { useHydrated } from 'vike-react/useHydrated'
import type { MobileNavGroup } from '../../data/navigation'
import { pathTo } from '../../data/routePaths'
import { billingUrl, site } from '../../data/site'
import { uiConstants } from '../../data/uiSettings'
import { Button } from '../ui/Button'
import { DataIcon } from '../ui/DataIcon'
import { NavEntryLink } from './NavEntryLink'

/**
 * The slide-in menu under 1024px, built on a modal <dialog>: the browser moves focus in, keeps it inside, closes
 * on Escape and restores focus to the menu button. It also closes on a link, on the overlay and on its close
 * button; page scroll is locked while open (CSS in global.css). Before hydration (or without JavaScript) the
 * menu button is a plain link to the sitemap, which lists every page.
 */
export function MobileMenu({ groups }: { groups: readonly MobileNavGroup[] }) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const dialogId = useId()
  const titleId = useId()

  const show = () => {
    dialogRef.current?.showModal()
    setOpen(true)
  }
  const close = () => dialogRef.current?.close()
  const closeOnOverlay = (event: MouseEvent<HTMLDialogElement>) => {
    // A click on the ::backdrop is reported on the <dialog> itself, outside its box.
    if (event.target !== event.currentTarget) return
    const box = event.currentTarget.getBoundingClientRect()
    const inside =
      event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
    if (!inside) close()
  }

  // A modal dialog keeps focus out of the page, but Tab past the last control would leave for the browser's own
  // toolbar; wrap around instead so focus stays in the menu.
  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button, summary')].filter(
      (element) => element.offsetParent !== null,
    )
    const first = focusable[0]
    const last = focusable.at(-1)
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <div className="mobile-menu">
      {hydrated ? (
        <Button
          variant="outline"
          size="icon"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={dialogId}
          aria-label="Open menu"
          onClick={show}
        >
          <Menu aria-hidden="true" size={22} />
        </Button>
      ) : (
        <Button variant="outline" size="icon" href={pathTo('sitemap')} aria-label="Menu: all pages">
          <Menu aria-hidden="true" size={22} />
        </Button>
      )}
      <dialog
        ref={dialogRef}
        id={dialogId}
        className="panel"
        style={{ width: `min(${uiConstants.mobileMenuWidthPercent}%, ${uiConstants.mobileMenuMaxWidthRem}rem)` }}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onClick={closeOnOverlay}
        onKeyDown={keepFocusInside}
      >
        <div className="panel-head">
          <h2 id={titleId}>Menu</h2>
          <Button variant="ghost" size="icon" aria-label="Close menu" onClick={close}>
            <X aria-hidden="true" size={22} />
          </Button>
        </div>
        <nav aria-label="Mobile">
          {groups.map((group) => (
            <details key={group.id} className="group">
              <summary>
                <DataIcon name={group.icon} />
                <span>{group.title}</span>
              </summary>
              {group.sections.map((section) => (
                <div key={section.title ?? group.id} className="section">
                  {section.title && <p className="section-title">{section.title}</p>}
                  <ul>
                    {section.entries.map((entry) => (
                      <li key={entry.id}>
                        <NavEntryLink entry={entry} onNavigate={close} compact />
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
        .panel {
          position: fixed;
          inset: 0 0 0 auto;
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
        .section-title {
          margin: var(--space-2) var(--space-2) 0;
          font-size: var(--text-xs);
          font-weight: 700;
          letter-spacing: 0.06em;
          text-transform: uppercase;
          color: var(--color-text-muted);
        }
        ul {
          list-style: none;
          margin: 0 0 var(--space-2);
          padding: 0;
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
