import { PageIntro } from '../../components/content/PageIntro'
import { cardGridProps } from '../../components/ui/cardGrid'
import { routeList } from '../../data/routes'
import { sitemapGroups } from '../../data/schemas/routes'

// The HTML sitemap, from the route registry, so it cannot list a page that does not exist.
const groups = sitemapGroups.map((name) => ({ name, routes: routeList.filter((route) => route.sitemapGroup === name) }))

export default function Page() {
  return (
    <>
      <PageIntro />
      <div className="container groups" {...cardGridProps({ count: groups.length, min: '14rem' })}>
        {groups.map(({ name, routes }) => {
          const headingId = `sitemap-${name.replace(/\s+/g, '-').toLowerCase()}`
          return (
            <section key={name} className="card" aria-labelledby={headingId}>
              <h2 id={headingId}>{name}</h2>
              <ul>
                {routes.map((route) => (
                  <li key={route.id}>
                    <a href={route.path}>{route.name}</a>
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
        <style jsx>{`
          /* Cards keep the links on a solid surface, readable over the animated background. */
          .groups {
            align-items: start;
            padding-bottom: var(--space-6);
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
    </>
  )
}
