import { z } from 'zod'
import { defineData } from './define'
import { type Game, games } from './games'
import { copyFrom } from './markdown'
import { refundPolicyFacts } from './policies'
import { type RouteId, routePaths } from './routePaths'
import { type RouteInput, routeSchema } from './schemas/routes'
import { seoVariants } from './seo'

// The route registry, every page once: links, head tags and sitemaps read it, so a removed route is a type error.
/** Where a game's page sits: under the catalogue, in the sitemap's game servers. */
const gamePage = { parent: 'games', indexable: true, sitemapGroup: 'Game Servers', layout: 'main' } as const

const routePlaces = {
  home: { parent: null, indexable: true, sitemapGroup: 'Main', layout: 'main' },
  games: { parent: 'home', indexable: true, sitemapGroup: 'Game Servers', layout: 'main' },
  minecraft: { ...gamePage, themeToggle: 'fixed' },
  palworld: gamePage,
  vps: { parent: 'home', indexable: true, sitemapGroup: 'Other Servers', layout: 'main' },
  vpsRyzen: { parent: 'vps', indexable: true, sitemapGroup: 'Other Servers', layout: 'main' },
  vpsIntel: { parent: 'vps', indexable: true, sitemapGroup: 'Other Servers', layout: 'main' },
  vds: { parent: 'home', indexable: true, sitemapGroup: 'Other Servers', layout: 'main' },
  webHosting: { parent: 'home', indexable: true, sitemapGroup: 'Other Servers', layout: 'main' },
  discordBot: { parent: 'home', indexable: true, sitemapGroup: 'Other Servers', layout: 'main' },
  tutorials: { parent: 'home', indexable: true, sitemapGroup: 'Company', layout: 'main' },
  about: { parent: 'home', indexable: true, sitemapGroup: 'Company', layout: 'main' },
  contact: { parent: 'home', indexable: true, sitemapGroup: 'Company', layout: 'main' },
  faq: { parent: 'home', indexable: true, sitemapGroup: 'Company', layout: 'main' },
  status: { parent: 'home', indexable: true, sitemapGroup: 'Company', layout: 'main' },
  terms: { parent: 'home', indexable: true, sitemapGroup: 'Legal', layout: 'main' },
  privacy: { parent: 'home', indexable: true, sitemapGroup: 'Legal', layout: 'main' },
  refund: { parent: 'home', indexable: true, sitemapGroup: 'Legal', layout: 'main' },
  sitemap: { parent: 'home', indexable: true, sitemapGroup: 'Main', layout: 'main' },
  admin: { parent: null, indexable: false, sitemapGroup: null, layout: 'bare' },
  adminDashboard: { parent: 'admin', indexable: false, sitemapGroup: null, layout: 'bare' },
} as const satisfies Record<RouteId, Omit<RouteInput, 'path' | 'name' | 'heading' | 'intro' | 'seo'>>

const routeCopy = copyFrom('pages/routes.yaml', { refund: refundPolicyFacts })(
  'routeCopy',
  z.record(
    z.enum(Object.keys(routePaths) as [RouteId]),
    routeSchema.pick({ name: true, heading: true, intro: true, seo: true }),
  ),
)

const registrySchema = z.record(z.string(), routeSchema).superRefine((table, ctx) => {
  const issue = (path: string[], message: string) => ctx.addIssue({ code: 'custom', path, message })
  const seenPaths = new Map<string, string>()
  for (const [id, route] of Object.entries(table)) {
    if (route.seo === undefined && seoVariants[route.path] === undefined)
      issue([id, 'seo'], 'expected seo fields (no variant in data/seo.ts for this path)')
    if (route.parent !== null && !(route.parent in table))
      issue([id, 'parent'], `unknown parent route '${route.parent}'`)
    if (route.sitemapGroup !== null && !route.indexable)
      issue([id, 'sitemapGroup'], 'a page that is not indexable cannot be in the sitemap')
    const other = seenPaths.get(route.path)
    if (other) issue([id, 'path'], `path already used by route '${other}'`)
    seenPaths.set(route.path, id)
  }
})

export const routes = defineData(
  'data/routes.ts',
  'routes',
  registrySchema,
  Object.fromEntries(
    Object.entries(routePlaces).map(([id, place]) => [
      id,
      { path: routePaths[id as RouteId], ...routeCopy[id as RouteId], ...place },
    ]),
  ),
) as Record<RouteId, z.output<typeof routeSchema>>

const staticRouteList = Object.entries(routes).map(([id, route]) => ({ id: id as RouteId | GameRouteId, ...route }))

/** Id of a generated catalogue-game page, e.g. `game/valheim`. */
type GameRouteId = `game/${string}`

/** A generated page for each catalogue game without one of its own (Minecraft and Palworld have theirs). */
function gameRoute(game: Game) {
  return {
    id: `game/${game.slug}` as GameRouteId,
    path: game.link,
    name: game.name,
    heading: `${game.name} server hosting`,
    intro: game.description,
    seo: {
      title: `${game.name} Server Hosting`.slice(0, 60),
      description: `Host a ${game.name} server with ${game.players === 'Unlimited' ? 'no player cap' : `up to ${game.players} players`}: DDoS protection, NVMe storage, daily backups and 24/7 support. Plans set up on request.`,
      keywords: [
        `${game.name.toLowerCase()} server hosting`,
        `${game.name.toLowerCase()} dedicated server`,
        `${game.category.toLowerCase()} game server`,
      ],
    },
    ...gamePage,
  }
}

const staticPaths = new Set(staticRouteList.map((route) => route.path))
export const gameRoutes = defineData(
  'data/routes.ts',
  'gameRoutes',
  z.array(routeSchema.extend({ id: z.string() })),
  games.filter((game) => !staticPaths.has(game.link)).map(gameRoute),
) as Array<ReturnType<typeof gameRoute>>

export const routeList = [...staticRouteList, ...gameRoutes]
export type RegisteredRoute = (typeof routeList)[number]

/** What a rendered page knows of its route (renderer/pageRoute.ts); islands get it as a prop, never the registry. */
export type PageRoute = Pick<RegisteredRoute, 'id' | 'path' | 'name' | 'heading' | 'intro' | 'layout'> & {
  /** The full document title, e.g. "FAQ | Tarang Cloud" (the admin app sets it when it switches screens). */
  title: string
  themeToggle: 'header' | 'fixed'
  breadcrumbs: Array<{ name: string; path: string }>
}
