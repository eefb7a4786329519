import type { Game, GameCategory } from './schemas/games'

/**
 * Synthetic catalogue entries for the build benchmark (`npm run bench:build -- --games N`, scripts/bench-build.ts).
 * data/games.ts appends them to the real catalogue before validation when the BENCH_SYNTHETIC_GAMES build setting
 * is a positive number, so they pass the same schema and flow into routes, sitemap, listing and footer like a real
 * game. They are generated, never stored: the real data files do not change.
 */

/** Keeps names at four digits ("Benchmark Game 0001") and a benchmark build within a few minutes. */
export const MAX_SYNTHETIC_GAMES = 9999

export type SyntheticGameFacts = Pick<Game, 'name' | 'players' | 'category' | 'description'>

/**
 * The BENCH_SYNTHETIC_GAMES setting as a count: unset or empty is 0; anything but a whole number from 0 to
 * MAX_SYNTHETIC_GAMES is an error, so a typo fails the build instead of silently benchmarking the real site.
 */
export function syntheticGameCount(setting: string | undefined): number {
  if (setting === undefined || setting.trim() === '') return 0
  const text = setting.trim()
  const count = /^\d+$/.test(text) ? Number(text) : Number.NaN
  if (!Number.isSafeInteger(count) || count > MAX_SYNTHETIC_GAMES) {
    throw new Error(
      `BENCH_SYNTHETIC_GAMES must be a whole number from 0 to ${MAX_SYNTHETIC_GAMES}, got ${JSON.stringify(setting)}`,
    )
  }
  return count
}

/**
 * `count` games named "Benchmark Game 0001" onwards, categories cycling through `categories` (the real
 * catalogue's, so filters and related-game lists stay realistic), with a description as long as a real one.
 * Pure and deterministic: the prerender and the browser bundle generate the same list.
 */
export function syntheticGames(count: number, categories: readonly GameCategory[]): SyntheticGameFacts[] {
  if (count > 0 && categories.length === 0) throw new Error('syntheticGames: no categories to cycle through')
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(4, '0')
    const name = `Benchmark Game ${number}`
    const category = categories[index % categories.length] as GameCategory
    // 4 to 64 players, varied so the "up to N players" texts differ from page to page.
    const players = String(4 + ((index * 7) % 61))
    return {
      name,
      players,
      category,
      description: `Run ${name} for up to ${players} players on a persistent ${category.toLowerCase()} world, with mods, backups and your settings kept between sessions.`,
    }
  })
}
