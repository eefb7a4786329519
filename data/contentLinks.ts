import { games } from './games'
import { routePaths } from './routePaths'
import { linkProblem } from './schemas/links'

/** Every page's path, from the registry's two sources (the registry itself reads content/, so it cannot be used). */
export const pagePaths: ReadonlySet<string> = new Set([...Object.values(routePaths), ...games.map((game) => game.link)])

/** Why a link in content/ is refused (a kind the site never writes, or no such page), while it loads; anchors aside. */
export function contentLinkProblem(href: string): string | undefined {
  const problem = linkProblem(href)
  if (problem !== undefined || !href.startsWith('/')) return problem
  const [path = ''] = href.split('#')
  if (pagePaths.has(path)) return undefined
  return 'goes to no page of the site: expected the path of a page in data/routePaths.ts, or a game of data/games.ts (/games/<slug>/)'
}
