import { pathTo } from '../../data/routes'
import { billingUrl, site } from '../../data/site'
import { ThemeToggle } from '../ui/ThemeToggle'
import { headerLinks } from './headerLinks'

export function SiteHeader() {
  return (
    <header className="header">
      <div className="container bar">
        <a className="brand" href={pathTo('home')}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{site.brandName}</span>
        </a>
        <nav aria-label="Main" className="nav">
          <ul>
            {headerLinks.map((link) => (
              <li key={link.id}>
                <a href={pathTo(link.id)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="actions">
          <a className="account" href={billingUrl('login')}>
            LOGIN
          </a>
          <a className="account primary" href={billingUrl('register')}>
            REGISTER
          </a>
          <ThemeToggle />
        </div>
      </div>
      <style jsx>{`
        .header {
          border-bottom: 1px solid var(--color-border);
          background: var(--color-surface);
        }
        .bar {
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: var(--space-3) var(--space-5);
          min-height: var(--header-height);
          padding-block: var(--space-2);
        }
        .brand {
          display: inline-flex;
          align-items: center;
          gap: var(--space-2);
          font-weight: 700;
          font-size: var(--text-lg);
          color: var(--color-text);
          text-decoration: none;
        }
        .nav {
          order: 3;
          flex-basis: 100%;
        }
        .nav ul {
          display: flex;
          flex-wrap: wrap;
          gap: var(--space-1) var(--space-4);
          list-style: none;
          margin: 0;
          padding: 0;
        }
        .nav a {
          display: inline-block;
          padding: var(--space-2) 0;
          color: var(--color-text);
          text-decoration: none;
          font-weight: 500;
        }
        .nav a:hover {
          color: var(--color-link);
          text-decoration: underline;
        }
        .actions {
          margin-left: auto;
          display: flex;
          align-items: center;
          gap: var(--space-2);
        }
        .account {
          padding: var(--space-2) var(--space-3);
          border-radius: var(--radius-md);
          font-weight: 600;
          font-size: var(--text-sm);
          text-decoration: none;
          color: var(--color-text);
          border: 1px solid var(--color-border);
        }
        .account.primary {
          background: var(--color-primary);
          border-color: var(--color-primary);
          color: var(--color-on-primary);
        }
        @media (min-width: 1024px) {
          .nav {
            order: 0;
            flex-basis: auto;
          }
        }
      `}</style>
    </header>
  )
}
