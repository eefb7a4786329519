import type { ReactNode } from 'react'
import { ConsentBanner } from '../consent/ConsentBanner'
import { AnimatedBackground } from './AnimatedBackground'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { SkipLink } from './SkipLink'
import { StaticOnce } from './StaticOnce'

export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout">
      <SkipLink />
      <ConsentBanner />
      <StaticOnce id="animated-background">
        <AnimatedBackground />
      </StaticOnce>
      <StaticOnce id="site-header">
        <SiteHeader />
      </StaticOnce>
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
