import { slugify } from '../lib/slug'
import { defineData } from './define'
import { gameImagePath } from './gameAssets'
import { gameLink } from './routePaths'
import { featuredSlugsSchema, type Game, type GameCategory, gameCategoriesSchema, gamesSchema } from './schemas/games'

/**
 * The game catalogue in the spec's order (section 9). Only Minecraft and Palworld show a price. Game names are
 * the spec's own spellings (for instance '7 Days-Die'); slugs and links are derived from them with the spec's
 * slug rule, so 'ARK: Survival' becomes /games/ark-survival.
 */
interface GameFacts {
  name: string
  price?: number
  players: string
  category: GameCategory
  description: string
}

const catalogue: GameFacts[] = [
  {
    name: 'Minecraft',
    price: 69,
    players: 'Unlimited',
    category: 'Sandbox',
    description:
      'Run a survival world, a minigame network or a modded adventure on Java or Bedrock, with modpacks installed in one click.',
  },
  {
    name: 'Palworld',
    price: 499,
    players: '32',
    category: 'Survival',
    description: 'Catch Pals, build a base and keep your world running for friends even when the host is offline.',
  },
  {
    name: 'Enshrouded',
    players: '16',
    category: 'RPG',
    description: 'Explore, fight and build together in a fog-covered fantasy world with up to 16 players.',
  },
  {
    name: 'Project Zomboid',
    players: '64',
    category: 'Survival',
    description:
      'Keep a shared zombie-apocalypse town alive for up to 64 survivors, with your loot and bases saved between sessions.',
  },
  {
    name: 'Terraria',
    players: '16',
    category: 'Sandbox',
    description: 'Dig, build and take on bosses in a 2D world your group can drop into at any time.',
  },
  {
    name: 'Valheim',
    players: '10',
    category: 'Survival',
    description: 'Sail, build and survive a Norse afterlife with up to 10 Vikings on an always-online world.',
  },
  {
    name: '7 Days-Die',
    players: '12',
    category: 'Survival',
    description: 'Scavenge by day and fortify by night on a voxel survival map for up to 12 players.',
  },
  {
    name: 'ARK: Survival',
    players: '70',
    category: 'Survival',
    description: 'Tame dinosaurs and grow a tribe on a persistent map that holds up to 70 survivors.',
  },
  {
    name: 'Satisfactory',
    players: '4',
    category: 'Simulation',
    description: 'Plan and build ever larger factories together in co-op sessions of up to 4 pioneers.',
  },
  {
    name: 'Arma 3',
    players: '80',
    category: 'Military',
    description: 'Run large-scale missions and modded operations with up to 80 players on one server.',
  },
]

export const games = defineData(
  'data/games.ts',
  'games',
  gamesSchema,
  catalogue.map((game) => {
    const slug = slugify(game.name)
    return {
      name: game.name,
      slug,
      link: gameLink(slug),
      ...(game.price === undefined ? {} : { price: game.price }),
      image: gameImagePath(slug),
      imageAlt: `${game.name} server artwork`,
      players: game.players,
      category: game.category,
      description: game.description,
    }
  }),
)

/** Catalogue entry for a slug, or undefined. */
export function gameBySlug(slug: string): Game | undefined {
  return games.find((game) => game.slug === slug)
}

/** The eight featured games (home grid, menus), by slug, in display order. */
export const featuredGameSlugs = defineData('data/games.ts', 'featuredGameSlugs', featuredSlugsSchema(games), [
  'minecraft',
  'palworld',
  'enshrouded',
  'terraria',
  'ark-survival',
  'valheim',
  'project-zomboid',
  'arma-3',
])

/** Featured games resolved from the catalogue (name, image, link and the rest come from there). */
export const featuredGames: Game[] = featuredGameSlugs.map((slug) => {
  const game = gameBySlug(slug)
  if (!game) throw new Error(`data/games.ts: featuredGameSlugs: unknown game slug ${slug}`) // unreachable: validated above
  return game
})

/** Categories in first-appearance order, for filters. */
export const gameCategories = defineData('data/games.ts', 'gameCategories', gameCategoriesSchema, [
  ...new Set(games.map((game) => game.category)),
])

export type { Game, GameCategory } from './schemas/games'
