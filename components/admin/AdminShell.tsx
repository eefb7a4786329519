import { AdminMain } from './AdminMain'

/**
 * What the prerendered HTML and the hydration pass show: the route's heading and intro in the admin frame. The
 * admin app replaces it right after hydration; without JavaScript the note below explains why nothing happens.
 */
export function AdminShell({ heading, intro, width }: { heading: string; intro: string; width: 'narrow' | 'wide' }) {
  return (
    <AdminMain heading={heading} intro={intro} width={width}>
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
    </AdminMain>
  )
}
