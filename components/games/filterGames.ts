import type { Game } from '../../data/games'
import { countOf } from '../../lib/format'

/**
 * The catalogue search: case-insensitive substring match on name or category. The text is matched literally
 * (no pattern syntax), surrounding spaces are ignored, and an empty query keeps every game.
 */
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
