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
          gap: var(--space-6);
          grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
        }
        h2 {
          font-size: var(--text-xl);
        }
        ul {
          padding-left: var(--space-5);
        }
        li {
          padding-block: var(--space-1);
        }
      `}</style>
    </div>
  )
}
