import type { SitemapGroup } from '../../components/content/SitemapGroups'
import { routeList } from '../../data/routes'
import { sitemapGroups } from '../../data/schemas/routes'

// Server only: the groups are read from the route registry at prerender and serialised into the page.
export default function data(): SitemapGroup[] {
  return sitemapGroups.map((name) => ({
    name,
    links: routeList
      .filter((route) => route.sitemapGroup === name)
      .map((route) => ({ id: route.id, name: route.name, path: route.path })),
  }))
}
