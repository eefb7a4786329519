import { games } from './games'
import { routePaths } from './routePaths'
import { linkProblem } from './schemas/links'

/**
 * Every page's path, as data/routes.ts registers them: the routes of data/routePaths.ts and a page per catalogue
 * game. Built from the same two sources rather than from the registry, which reads content/ itself (page names).
 */
export const pagePaths: ReadonlySet<string> = new Set([...Object.values(routePaths), ...games.map((game) => game.link)])

/**
 * Why a link written in content/ is refused, or undefined: not a kind the site writes, or a path no page has, told
 * while the content loads rather than after the whole site is built. An anchor is left to the built site's check.
 */
export function contentLinkProblem(href: string): string | undefined {
  const problem = linkProblem(href)
  if (problem !== undefined || !href.startsWith('/')) return problem
  const [path = ''] = href.split('#')
  if (pagePaths.has(path)) return undefined
  return 'goes to no page of the site: expected the path of a page in data/routePaths.ts, or a game of data/games.ts (/games/<slug>/)'
}
