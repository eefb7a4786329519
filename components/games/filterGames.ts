import type { Game } from '../../data/games'
import { countOf } from '../../lib/format'

/** The catalogue search: a literal, case-insensitive match on name or category, ignoring surrounding spaces. */
export function filterGames<T extends Pick<Game, 'name' | 'category'>>(games: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase()
  if (needle === '') return [...games]
  return games.filter(
    (game) => game.name.toLocaleLowerCase().includes(needle) || game.category.toLocaleLowerCase().includes(needle),
  )
}

export function resultsAnnouncement(count: number, total: number): string {
  if (count === 0) return 'No games found'
  if (count === total) return `Showing all ${total} games`
  return `${countOf(count, 'game')} found`
}
