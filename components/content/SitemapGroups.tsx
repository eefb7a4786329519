import { cardGridProps } from '../ui/cardGrid'

export type SitemapGroup = { name: string; links: Array<{ id: string; name: string; path: string }> }

/** The HTML sitemap, generated from the route registry so it cannot list a page that does not exist. */
export function SitemapGroups({ groups }: { groups: readonly SitemapGroup[] }) {
  return (
    <div className="container groups" {...cardGridProps({ count: groups.length, min: '14rem' })}>
      {groups.map((group) => {
        const headingId = `sitemap-${group.name.replace(/\s+/g, '-').toLowerCase()}`
        return (
          <section key={group.name} className="card" aria-labelledby={headingId}>
            <h2 id={headingId}>{group.name}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.id}>
                  <a href={link.path}>{link.name}</a>
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
  )
}
