import type { ReactNode } from 'react'
import { ConsentBanner } from '../consent/ConsentBanner'
import { FloatingThemeToggle } from '../games/FloatingThemeToggle'
import { AnimatedBackground } from './AnimatedBackground'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { SkipLink } from './SkipLink'
import { StaticOnce } from './StaticOnce'

type Props = { children: ReactNode; themeToggle?: 'header' | 'fixed' }

/** `themeToggle`: the page's one theme toggle sits in the header, or fixed at the window's top right. */
export function MainLayout({ children, themeToggle = 'header' }: Props) {
  return (
    <div className="layout">
      <SkipLink />
      <ConsentBanner />
      <StaticOnce id="animated-background">
        <AnimatedBackground />
      </StaticOnce>
      {/* Two header variants (with or without its theme toggle), each rendered once per build. */}
      <StaticOnce id={`site-header-${themeToggle}`}>
        <SiteHeader themeToggle={themeToggle === 'header'} />
      </StaticOnce>
      {themeToggle === 'fixed' && <FloatingThemeToggle />}
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <StaticOnce id="site-footer">
        <SiteFooter />
      </StaticOnce>
      <style jsx>{`
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
