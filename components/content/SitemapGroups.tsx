import { routeList } from '../../data/routes'
import { sitemapGroups } from '../../data/schemas/routes'

/** The HTML sitemap, generated from the route registry so it cannot list a page that does not exist. */
export function SitemapGroups() {
  return (
    <div className="container groups">
      {sitemapGroups.map((group) => (
        <section key={group} aria-labelledby={`sitemap-${group.replace(/\s+/g, '-').toLowerCase()}`}>
          <h2 id={`sitemap-${group.replace(/\s+/g, '-').toLowerCase()}`}>{group}</h2>
          <ul>
            {routeList
              .filter((route) => route.sitemapGroup === group)
              .map((route) => (
                <li key={route.id}>
                  <a href={route.path}>{route.name}</a>
                </li>
              ))}
          </ul>
        </section>
      ))}
      <style jsx>{`
        .groups {
          display: grid;
          gap: var(--space-4);
          grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
          align-items: start;
          padding-bottom: var(--space-6);
        }
        /* Cards keep the links on a solid surface, readable over the animated background. */
        section {
          padding: var(--space-5);
          border: 1px solid var(--color-border);
          border-radius: var(--radius-lg);
          background: var(--color-surface);
        }
        h2 {
          font-size: var(--text-xl);
        }
        ul {
          margin: 0;
          padding-left: var(--space-5);
        }
        li {
          padding-block: var(--space-1);
        }
      `}</style>
    </div>
  )
}
