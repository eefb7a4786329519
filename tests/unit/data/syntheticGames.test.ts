import { afterEach, describe, expect, it, vi } from 'vitest'
import { gameCategory, gamesSchema } from '../../../data/schemas/games'
import { MAX_SYNTHETIC_GAMES, syntheticGameCount, syntheticGames } from '../../../data/syntheticGames'
import { slugify } from '../../../lib/slug'

/** The real game catalogue, in its order: what every real build must contain, and nothing more. */
const REAL_GAME_NAMES = [
  'Minecraft',
  'Palworld',
  'Enshrouded',
  'Project Zomboid',
  'Terraria',
  'Valheim',
  '7 Days-Die',
  'ARK: Survival',
  'Satisfactory',
  'Arma 3',
]

/** The data layer as a build with this BENCH_SYNTHETIC_GAMES value sees it (undefined: the variable is unset). */
async function dataLayerWith(setting: string | undefined) {
  vi.stubEnv('BENCH_SYNTHETIC_GAMES', setting)
  vi.resetModules()
  const games = await import('../../../data/games')
  const routes = await import('../../../data/routes')
  const lookup = await import('../../../data/routeLookup')
  return { ...games, ...routes, ...lookup }
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('syntheticGameCount (the BENCH_SYNTHETIC_GAMES setting)', () => {
  it('is 0 when unset or empty, as in every real build', () => {
    expect(syntheticGameCount(undefined)).toBe(0)
    expect(syntheticGameCount('')).toBe(0)
    expect(syntheticGameCount('  ')).toBe(0)
  })
  it('reads whole numbers up to the maximum', () => {
    expect(syntheticGameCount('0')).toBe(0)
    expect(syntheticGameCount(' 1000 ')).toBe(1000)
    expect(syntheticGameCount(String(MAX_SYNTHETIC_GAMES))).toBe(MAX_SYNTHETIC_GAMES)
  })
  it.each(['-1', '1.5', '1e3', 'ten', '0x10', String(MAX_SYNTHETIC_GAMES + 1)])(
    'rejects %j, naming the setting',
    (bad) => {
      expect(() => syntheticGameCount(bad)).toThrow(
        `BENCH_SYNTHETIC_GAMES must be a whole number from 0 to ${MAX_SYNTHETIC_GAMES}, got ${JSON.stringify(bad)}`,
      )
    },
  )
})

describe('syntheticGames', () => {
  const categories = [...gameCategory.options]

  it('makes exactly N games, the same ones every time', () => {
    expect(syntheticGames(0, categories)).toEqual([])
    expect(syntheticGames(250, categories)).toHaveLength(250)
    expect(syntheticGames(250, categories)).toEqual(syntheticGames(250, categories))
  })
  it('numbers the names from 0001 and gives every game its own slug', () => {
    const made = syntheticGames(1000, categories)
    expect(made[0]?.name).toBe('Benchmark Game 0001')
    expect(made[999]?.name).toBe('Benchmark Game 1000')
    expect(new Set(made.map((game) => slugify(game.name))).size).toBe(1000)
  })
  it('cycles through the categories it is given, in order', () => {
    const made = syntheticGames(7, ['Survival', 'RPG', 'Sandbox'])
    expect(made.map((game) => game.category)).toEqual([
      'Survival',
      'RPG',
      'Sandbox',
      'Survival',
      'RPG',
      'Sandbox',
      'Survival',
    ])
  })
  it('writes descriptions about as long as the real ones', () => {
    for (const game of syntheticGames(100, categories)) {
      expect(game.description.length).toBeGreaterThanOrEqual(80)
      expect(game.description.length).toBeLessThanOrEqual(160)
      expect(game.description).toContain(game.name)
    }
  })
})

describe('the catalogue with and without synthetic games', () => {
  it('holds exactly the real games when the setting is unset or empty', async () => {
    for (const setting of [undefined, '']) {
      const { games, footerGames, gameRoutes } = await dataLayerWith(setting)
      expect(games.map((game) => game.name)).toEqual(REAL_GAME_NAMES)
      expect(gameRoutes.some((route) => route.name.startsWith('Benchmark Game'))).toBe(false)
      // The footer links to each game page: the bound must not cut the real catalogue.
      expect(footerGames).toEqual(games)
    }
  })

  it('shows every real game all of its same-category games, as before the bound', async () => {
    const { games, relatedGames } = await dataLayerWith(undefined)
    for (const game of games) {
      const unbounded = games.filter((other) => other.category === game.category && other.slug !== game.slug)
      expect(relatedGames(game)).toEqual(unbounded)
    }
  })

  it('appends N schema-valid games after the real ones, each with a page, breadcrumbs and a sitemap entry', async () => {
    const { games, gameRoutes, routeList, findRoute, breadcrumbTrail, gameByLink, relatedGames, RELATED_GAME_LIMIT } =
      await dataLayerWith('1000')
    expect(games).toHaveLength(REAL_GAME_NAMES.length + 1000)
    expect(games.slice(0, REAL_GAME_NAMES.length).map((game) => game.name)).toEqual(REAL_GAME_NAMES)
    expect(gamesSchema.safeParse(games).success).toBe(true)
    expect(new Set(routeList.map((route) => route.path)).size).toBe(routeList.length)

    const last = games.at(-1)
    expect(last?.name).toBe('Benchmark Game 1000')
    expect(gameRoutes.at(-1)?.path).toBe('/games/benchmark-game-1000/')
    const route = findRoute('/games/benchmark-game-1000/')
    expect(route?.id).toBe('game/benchmark-game-1000')
    expect(route && breadcrumbTrail(route).map((step) => step.path)).toEqual([
      '/',
      '/games/',
      '/games/benchmark-game-1000/',
    ])
    expect(gameByLink('/games/benchmark-game-1000/')).toBe(last)
    expect(last && relatedGames(last)).toHaveLength(RELATED_GAME_LIMIT)
  })
})
