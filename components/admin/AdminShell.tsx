import { pathTo } from '../../data/routes'

/** Frame of the admin screens, outside the main layout. */
export function AdminShell({ heading, intro }: { heading: string; intro: string }) {
  return (
    <main className="admin">
      <h1>{heading}</h1>
      <p>{intro}</p>
      <p>
        <a href={pathTo('home')}>Back to the public site</a>
      </p>
      <style jsx>{`
        .admin {
          max-width: 32rem;
          margin: var(--space-9) auto;
          padding: var(--space-6);
          background: var(--color-surface);
          border: 1px solid var(--color-border);
          border-radius: var(--radius-lg);
        }
      `}</style>
    </main>
  )
}
