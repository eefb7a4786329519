import type { ReactNode } from 'react'
import { ConsentBanner } from '../consent/ConsentBanner'
import { FloatingThemeToggle } from '../games/FloatingThemeToggle'
import { AnimatedBackground } from './AnimatedBackground'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

type Props = { children: ReactNode; themeToggle?: 'header' | 'fixed' }

/** `themeToggle`: the page's one theme toggle sits in the header, or fixed at the window's top right. */
export function MainLayout({ children, themeToggle = 'header' }: Props) {
  return (
    <div className="layout">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <ConsentBanner />
      <AnimatedBackground />
      <SiteHeader themeToggle={themeToggle === 'header'} />
      {themeToggle === 'fixed' && <FloatingThemeToggle />}
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <style jsx>{`
        .skip-link {
          position: absolute;
          left: var(--space-4);
          top: -100%;
          z-index: 100;
          padding: var(--space-2) var(--space-4);
          background: var(--color-surface);
          color: var(--color-text);
          border-radius: var(--radius-md);
          box-shadow: var(--shadow-md);
        }
        .skip-link:focus {
          top: var(--space-2);
        }
        .layout {
          min-height: 100vh;
          display: flex;
          flex-direction: column;
        }
        main {
          flex: 1;
          padding-block: var(--space-4) 0;
        }
        main:focus {
          outline: none;
        }
      `}</style>
    </div>
  )
}
