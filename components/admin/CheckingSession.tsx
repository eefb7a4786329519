import { NoScriptNote } from './AdminMain'

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
