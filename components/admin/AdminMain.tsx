import clsx from 'clsx'
import { type ReactNode, useEffect } from 'react'
import type { PageRoute } from '../../data/routes'

/** The main area of every admin screen: the screen's heading and intro, then its content. */
export function AdminMain({
  route,
  actions,
  narrow,
  className,
  children,
}: {
  route: PageRoute
  /** Shown beside the heading on wide screens (the dashboard's sign-out button). */
  actions?: ReactNode
  /** A centred card (sign-in) rather than the dashboard's full width. */
  narrow?: boolean
  className?: string
  children?: ReactNode
}) {
  // react-router changes the URL without Vike, so each admin screen keeps document.title in step itself.
  useEffect(() => {
    document.title = route.title
  }, [route.title])
  return (
    <main id="main-content" className={clsx('container content', narrow && 'card narrow', className)}>
      <div className="heading-row">
        <div className="heading-text">
          <h1>{route.heading}</h1>
          <p className="intro">{route.intro}</p>
        </div>
        {actions && <div className="actions">{actions}</div>}
      </div>
      {children}
      <style jsx>{`
        .content {
          margin: var(--space-6) auto var(--space-8);
        }
        .narrow {
          width: min(100% - 2 * var(--space-4), 28rem);
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
          .narrow {
            padding: var(--space-6);
          }
        }
      `}</style>
    </main>
  )
}

/** Before the session is read (or while the dashboard loads): true whichever way the check goes. */
export function CheckingSession() {
  return (
    <main id="main-content" className="checking" aria-busy="true">
      <p role="status" className="checking-note">
        Checking your sign-in…
      </p>
      <NoScriptNote />
      <style jsx>{`
        .checking {
          width: min(100% - 2 * var(--space-4), 28rem);
          margin: var(--space-8) auto;
          text-align: center;
          color: var(--color-text-muted);
        }
        /* Without scripting nothing checks: the note below says why. */
        @media (scripting: none) {
          .checking-note {
            display: none;
          }
        }
      `}</style>
    </main>
  )
}

/** Shown only without JavaScript, in place of what the admin app would do. */
export function NoScriptNote() {
  return (
    <>
      <noscript>
        <p className="note">
          This admin area needs JavaScript: signing in and the dashboard run in your browser. Turn JavaScript on and
          reload the page.
        </p>
      </noscript>
      <style jsx>{`
        .note {
          margin: 0;
          padding: var(--space-4);
          border: 1px solid var(--color-border);
          border-radius: var(--radius-md);
          background: var(--color-surface-raised);
        }
      `}</style>
    </>
  )
}
