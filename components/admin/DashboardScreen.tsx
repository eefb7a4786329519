import { Database, FolderTree, LogOut, type LucideIcon, Package, Settings } from 'lucide-react'
import type { PageRoute } from '../../data/routes'
import { NOT_IMPLEMENTED_TOAST, toastStore } from '../toast/toastState'
import { Button } from '../ui/Button'
import { AdminMain } from './AdminMain'

/** The dashboard's placeholder tools: each only says, in a toast, that it is not built yet. */
const dashboardTiles: ReadonlyArray<{ title: string; description: string; icon: LucideIcon }> = [
  { title: 'Manage Products', description: 'Add, edit and retire hosting plans and their prices.', icon: Package },
  { title: 'Manage Categories', description: 'Group plans into game, VPS, web and bot hosting.', icon: FolderTree },
  { title: 'Site Settings', description: 'Contact details, announcements and site-wide options.', icon: Settings },
]

export const storageNote = {
  heading: 'Where data is kept',
  text: 'This dashboard has no server behind it. Its session, and anything it may save later, is kept in this browser’s local storage only: other browsers and devices do not see it, and clearing site data signs you out.',
  backendButton: 'Connect a backend',
  backendToast: {
    title: 'A backend is needed for this',
    description:
      'Connect a backend (a database behind an authenticated API) to store products, categories and settings for real.',
  },
} as const

export const LOGGED_OUT_TOAST = { title: 'Logged Out' } as const

export function DashboardScreen({ route, onSignOut }: { route: PageRoute; onSignOut: () => void }) {
  function logOut() {
    // AdminRoutes takes the visitor to the sign-in page once the session is gone.
    onSignOut()
    toastStore.show(LOGGED_OUT_TOAST)
  }

  return (
    <AdminMain
      route={route}
      actions={
        <Button variant="outline" onClick={logOut}>
          <LogOut aria-hidden="true" size={18} />
          Log out
        </Button>
      }
    >
      <section className="tools" aria-labelledby="admin-tools-heading">
        <h2 id="admin-tools-heading" className="visually-hidden">
          Tools
        </h2>
        <ul className="plain-list tiles">
          {dashboardTiles.map(({ title, description, icon: Icon }) => (
            <li key={title}>
              <button type="button" className="surface tile" onClick={() => toastStore.show(NOT_IMPLEMENTED_TOAST)}>
                <span className="icon" aria-hidden="true">
                  <Icon size={24} />
                </span>
                <span className="title">{title}</span>
                <span className="fine-print">{description}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section className="surface storage" aria-labelledby="admin-storage-heading">
        <Database className="storage-icon" aria-hidden="true" size={28} />
        <div className="storage-text">
          <h2 id="admin-storage-heading">{storageNote.heading}</h2>
          <p>{storageNote.text}</p>
          <Button variant="secondary" onClick={() => toastStore.show(storageNote.backendToast)}>
            {storageNote.backendButton}
          </Button>
        </div>
      </section>
      <style jsx>{`
        .tiles {
          display: grid;
          gap: var(--space-4);
          margin: 0 0 var(--space-6);
        }
        .storage {
          display: flex;
          flex-direction: column;
          gap: var(--space-3);
          align-items: flex-start;
          padding: var(--space-5);
        }
        .storage :global(.storage-icon) {
          flex: none;
          color: var(--color-primary);
        }
        .storage-text {
          min-width: 0;
        }
        h2 {
          margin-bottom: var(--space-2);
          font-size: var(--text-xl);
        }
        .tile {
          display: grid;
          gap: var(--space-2);
          justify-items: start;
          width: 100%;
          height: 100%;
          padding: var(--space-5);
          color: var(--color-text);
          font: inherit;
          text-align: left;
          cursor: pointer;
          /* Border only: a fading background would dip below text contrast during a theme switch. */
          transition: border-color 0.15s ease;
        }
        .tile:hover {
          border-color: var(--color-primary);
          background: var(--color-surface-raised);
        }
        .icon {
          display: inline-grid;
          place-items: center;
          width: 2.75rem;
          height: 2.75rem;
          border-radius: var(--radius-md);
          background: var(--color-surface-raised);
          color: var(--color-primary);
        }
        .title {
          font-size: var(--text-lg);
          font-weight: 700;
        }
        @media (min-width: 640px) {
          .storage {
            flex-direction: row;
            gap: var(--space-4);
          }
        }
        @media (min-width: 768px) {
          .tiles {
            grid-template-columns: repeat(3, 1fr);
          }
        }
      `}</style>
    </AdminMain>
  )
}
