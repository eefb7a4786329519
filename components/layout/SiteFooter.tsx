import { routeList } from '../../data/routes'
import { sitemapGroups } from '../../data/schemas/routes'
import { billingUrl, site } from '../../data/site'

const externalLinks = [
  { label: 'Client area', href: billingUrl('clientArea') },
  { label: 'Knowledgebase', href: billingUrl('knowledgebase') },
  { label: 'Discord community', href: site.social.discordInvite },
  { label: `${site.social.videoChannel.label} channel`, href: site.social.videoChannel.url },
  { label: site.social.professionalNetwork.label, href: site.social.professionalNetwork.url },
  { label: `Reviews on ${site.social.reviewSite.label}`, href: site.social.reviewSite.url },
]

export function SiteFooter() {
  return (
    <footer className="footer">
      <div className="container grid">
        {sitemapGroups.map((group) => (
          <nav key={group} aria-label={`${group} links`}>
            <h2>{group}</h2>
            <ul>
              {routeList
                .filter((route) => route.sitemapGroup === group)
                .map((route) => (
                  <li key={route.id}>
                    <a href={route.path}>{route.name}</a>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Elsewhere">
          <h2>Elsewhere</h2>
          <ul>
            {externalLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container legal">
        <p>
          © {site.copyrightYear.footer} {site.brandName}. Prices in Indian rupees (INR) per month.
        </p>
      </div>
      <style jsx>{`
        .footer {
          border-top: 1px solid var(--color-border);
          background: var(--color-surface);
          padding-block: var(--space-7) var(--space-5);
          font-size: var(--text-sm);
        }
        .grid {
          display: grid;
          gap: var(--space-5);
          grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
        }
        h2 {
          font-size: var(--text-base);
          margin-bottom: var(--space-2);
        }
        ul {
          list-style: none;
          margin: 0;
          padding: 0;
        }
        li a {
          display: inline-block;
          padding-block: var(--space-1);
          color: var(--color-text-muted);
        }
        li a:hover {
          color: var(--color-link);
        }
        .legal {
          margin-top: var(--space-6);
          padding-top: var(--space-4);
          border-top: 1px solid var(--color-border);
          color: var(--color-text-muted);
        }
        .legal p {
          margin: 0;
        }
      `}</style>
    </footer>
  )
}
