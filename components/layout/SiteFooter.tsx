import { footerGames } from '../../data/games'
import { pathTo } from '../../data/routePaths'
import { billingUrl, site } from '../../data/site'
import { ConsentSettingsButton } from '../consent/ConsentSettingsButton'
import { currentPageProps, useCurrentPath } from '../navigation/currentPage'

const companyLinks = [
  { label: 'All games', href: pathTo('games') },
  { label: 'VPS hosting', href: pathTo('vps') },
  { label: 'Web hosting', href: pathTo('webHosting') },
  { label: 'Discord bot hosting', href: pathTo('discordBot') },
  { label: 'About us', href: pathTo('about') },
  { label: 'Contact us', href: pathTo('contact') },
  { label: 'Sitemap', href: pathTo('sitemap') },
]

const legalLinks = [
  { label: 'Terms and conditions', href: pathTo('terms') },
  { label: 'Privacy policy', href: pathTo('privacy') },
  { label: 'Refund policy', href: pathTo('refund') },
]

const externalLinks = [
  { label: 'Client area', href: billingUrl('clientArea') },
  { label: 'Knowledgebase', href: billingUrl('knowledgebase') },
  { label: 'Discord community', href: site.social.discordInvite },
  { label: `${site.social.videoChannel.label} channel`, href: site.social.videoChannel.url },
  { label: `${site.social.professionalNetwork.label} page`, href: site.social.professionalNetwork.url },
  { label: `Reviews on ${site.social.reviewSite.label}`, href: site.social.reviewSite.url },
]

const newTab = { target: '_blank', rel: 'noopener noreferrer' }
const columns = [
  { heading: 'Game servers', links: footerGames.map((game) => ({ label: game.name, href: game.link })) },
  { heading: 'Hosting and company', links: companyLinks },
  { heading: 'Elsewhere', links: externalLinks, external: true },
  { heading: 'Legal', links: legalLinks, payments: ['UPI', 'Visa', 'RuPay'] },
]

export function SiteFooter() {
  const currentPath = useCurrentPath()
  return (
    <footer className="footer defer-render">
      <div className="container columns">
        {columns.map((column) => (
          <div key={column.heading}>
            <h2>{column.heading}</h2>
            <ul className="plain-list">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} {...(column.external ? newTab : currentPageProps(link.href, currentPath))}>
                    {link.label}
                    {column.external && <span className="visually-hidden"> (opens in a new tab)</span>}
                  </a>
                </li>
              ))}
            </ul>
            {column.payments && (
              <>
                <h2>We accept</h2>
                <ul className="plain-list payments">
                  {column.payments.map((method) => (
                    <li key={method} className="payment">
                      {method}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        ))}
      </div>
      <div className="container bottom">
        <p>
          © {site.copyrightYear.footer} {site.brandName}. All prices in Indian rupees (INR) per month; taxes extra where
          stated.
        </p>
        <ConsentSettingsButton />
      </div>
      <style jsx>{`
        .footer {
          margin-top: var(--space-8);
          border-top: 1px solid var(--color-border);
          background: var(--color-surface);
          padding-block: var(--space-7) var(--space-5);
          font-size: var(--text-sm);
        }
        .columns {
          display: grid;
          gap: var(--space-6);
          grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
        }
        h2 {
          font-size: var(--text-base);
          margin: 0 0 var(--space-2);
        }
        h2:not(:first-child) {
          margin-top: var(--space-5);
        }
        li a {
          display: inline-block;
          padding-block: var(--space-1);
          color: var(--color-text-muted);
        }
        li a:hover {
          color: var(--color-link);
        }
        li a[aria-current='page'] {
          color: var(--color-text);
          font-weight: 700;
          text-decoration-thickness: 2px;
        }
        .payments {
          display: flex;
          flex-wrap: wrap;
          gap: var(--space-2);
        }
        .payment {
          padding: var(--space-1) var(--space-3);
          border: 1px solid var(--color-border-strong);
          border-radius: var(--radius-sm);
          font-weight: 700;
          letter-spacing: 0.02em;
          color: var(--color-text);
        }
        .bottom {
          margin-top: var(--space-6);
          padding-top: var(--space-4);
          border-top: 1px solid var(--color-border);
          color: var(--color-text-muted);
        }
        .bottom p {
          margin: 0;
        }
      `}</style>
    </footer>
  )
}
