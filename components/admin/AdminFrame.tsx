import type { ReactNode } from 'react'
import { pathTo } from '../../data/routePaths'
import { BrandLogo } from '../layout/BrandLogo'
import { ThemeToggle } from '../ui/ThemeToggle'
import { useAdminScreens } from './adminRoutes'

/**
 * The frame of every admin screen (and of the prerendered shell): a slim bar with the logo and the theme toggle,
 * then the screen's heading and intro. The admin area sits outside the main layout.
 */
export function AdminFrame({
  heading,
  intro,
  actions,
  width,
  children,
}: {
  heading: string
  intro: string
  /** Shown beside the heading on wide screens (the dashboard's sign-out button). */
  actions?: ReactNode
  /** `narrow`: a centred card (sign-in); `wide`: the dashboard. */
  width: 'narrow' | 'wide'
  children?: ReactNode
}) {
  const { brandName } = useAdminScreens()
  return (
    <div className="frame">
      <header className="topbar">
        <div className="bar">
          <a className="brand" href={pathTo('home')}>
            <BrandLogo />
            <span className="visually-hidden">{brandName} home page</span>
          </a>
          <span className="area">Admin</span>
          <ThemeToggle className="theme" />
        </div>
      </header>
      <main id="main-content" className={`content content-${width}`}>
        <div className="heading-row">
          <div className="heading-text">
            <h1>{heading}</h1>
            <p className="intro">{intro}</p>
          </div>
          {actions && <div className="actions">{actions}</div>}
        </div>
        {children}
      </main>
      <style jsx>{`
        .frame {
          min-height: 100vh;
          display: flex;
          flex-direction: column;
        }
        .topbar {
          border-bottom: 1px solid var(--color-border);
          background: var(--color-surface);
        }
        .bar {
          display: flex;
          align-items: center;
          gap: var(--space-3);
          width: min(100% - 2 * var(--space-4), 64rem);
          min-height: var(--header-height);
          margin-inline: auto;
        }
        .brand {
          display: inline-flex;
          border-radius: var(--radius-sm);
        }
        .area {
          padding: var(--space-1) var(--space-3);
          border: 1px solid var(--color-border-strong);
          border-radius: var(--radius-pill);
          color: var(--color-text-muted);
          font-size: var(--text-xs);
          font-weight: 650;
          letter-spacing: 0.06em;
          text-transform: uppercase;
        }
        .bar :global(.theme) {
          margin-left: auto;
        }
        .content {
          width: min(100% - 2 * var(--space-4), 64rem);
          margin: var(--space-6) auto var(--space-8);
        }
        .content-narrow {
          width: min(100% - 2 * var(--space-4), 28rem);
          padding: var(--space-5);
          border: 1px solid var(--color-border);
          border-radius: var(--radius-lg);
          background: var(--color-surface);
          box-shadow: var(--shadow-md);
        }
        .heading-row {
          display: flex;
          flex-wrap: wrap;
          align-items: flex-start;
          justify-content: space-between;
          gap: var(--space-4);
          margin-bottom: var(--space-5);
        }
        .heading-text {
          flex: 1 1 20rem;
          min-width: 0;
        }
        h1 {
          margin-bottom: var(--space-2);
          font-size: var(--text-3xl);
        }
        .intro {
          max-width: 65ch;
          margin: 0;
          color: var(--color-text-muted);
        }
        .actions {
          display: flex;
          gap: var(--space-2);
        }
        @media (min-width: 640px) {
          .content {
            margin-top: var(--space-7);
          }
          .content-narrow {
            padding: var(--space-6);
          }
        }
      `}</style>
    </div>
  )
}
