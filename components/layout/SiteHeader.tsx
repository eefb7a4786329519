import { desktopNavigation, mobileNavigation } from '../../data/navigation'
import { pathTo } from '../../data/routePaths'
import { billingUrl, site } from '../../data/site'
import { currentPageProps, useCurrentPath } from '../navigation/currentPage'
import { DesktopNav } from '../navigation/DesktopNav'
import { MobileMenu } from '../navigation/MobileMenu'
import { Button } from '../ui/Button'
import { StaticThemeToggle } from '../ui/ThemeToggle'
import { BrandLogo } from './BrandLogo'

/** `themeToggle: false` leaves the toggle out, for a page whose toggle floats on its own (FloatingThemeToggle). */
export function SiteHeader({ themeToggle = true }: { themeToggle?: boolean }) {
  const home = pathTo('home')
  return (
    <header className="header">
      <div className="container bar">
        <a className="brand" href={home} {...currentPageProps(home, useCurrentPath())}>
          <BrandLogo />
          <span className="visually-hidden">{site.brandName} home page</span>
        </a>
        <div className="desktop-only">
          <DesktopNav groups={desktopNavigation} />
        </div>
        <div className="actions">
          <div className="account">
            <Button variant="ghost" size="sm" href={billingUrl('login')}>
              LOGIN
            </Button>
            <Button size="sm" href={billingUrl('register')}>
              REGISTER
            </Button>
          </div>
          {themeToggle && <StaticThemeToggle />}
          <div className="mobile-only">
            <MobileMenu groups={mobileNavigation} />
          </div>
        </div>
      </div>
      <style jsx>{`
        .header {
          position: sticky;
          top: 0;
          z-index: 30;
          border-bottom: 1px solid var(--color-border);
          /* Nearly opaque instead of a backdrop-filter, whose blur would be recomputed on every frame. */
          background: color-mix(in srgb, var(--color-surface) 97%, transparent);
        }
        .bar {
          display: flex;
          align-items: center;
          gap: var(--space-4);
          min-height: var(--header-height);
        }
        .brand {
          display: inline-flex;
          flex: none;
          border-radius: var(--radius-sm);
        }
        .actions {
          margin-left: auto;
          display: flex;
          align-items: center;
          gap: var(--space-2);
        }
        .account {
          display: none;
          gap: var(--space-2);
        }
        @media (min-width: 640px) {
          .account {
            display: flex;
          }
        }
        @media (width < 1024px) {
          .desktop-only {
            display: none;
          }
        }
        /* Tighter just above the breakpoint, so the menus stay on one line in a wide font (DejaVu Sans, Verdana). */
        @media (1024px <= width < 1280px) {
          .bar {
            gap: var(--space-2);
          }
        }
        @media (min-width: 1024px) {
          .mobile-only {
            display: none;
          }
        }
      `}</style>
    </header>
  )
}
