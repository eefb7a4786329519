import type { ReactNode } from 'react'
import { pathTo } from '../../data/routePaths'
import { site } from '../../data/site'
import { BrandLogo } from '../layout/BrandLogo'
import { StaticThemeToggle } from '../ui/ThemeToggle'
import { ADMIN_SESSION_SCRIPT } from './auth/adminSession'

/** The admin area's server-rendered frame, outside the main layout: logo and theme toggle around the island. */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <div className="frame">
      <header className="topbar">
        <div className="container bar">
          <a className="brand" href={pathTo('home')}>
            <BrandLogo />
            <span className="visually-hidden">{site.brandName} home page</span>
          </a>
          <span className="pill area">Admin</span>
          <StaticThemeToggle className="theme" />
        </div>
      </header>
      {/* Before the island's markup is parsed, so its first paint already knows a stored session. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: one fixed script, admitted by the policy's hash */}
      <script dangerouslySetInnerHTML={{ __html: ADMIN_SESSION_SCRIPT }} />
      {children}
      <style jsx>{`
        .frame {
          min-height: 100vh;
          display: flex;
          flex-direction: column;
          --content-width: 64rem;
        }
        .topbar {
          border-bottom: 1px solid var(--color-border);
          background: var(--color-surface);
        }
        .bar {
          display: flex;
          align-items: center;
          gap: var(--space-3);
          min-height: var(--header-height);
        }
        .brand {
          display: inline-flex;
          border-radius: var(--radius-sm);
        }
        .area {
          border: 1px solid var(--color-border-strong);
          color: var(--color-text-muted);
          font-weight: 650;
          letter-spacing: 0.06em;
          text-transform: uppercase;
        }
        .bar :global(.theme) {
          margin-left: auto;
        }
      `}</style>
    </div>
  )
}
