import { slugify } from '../lib/slug'
import { defineData } from './define'
import { gameLink } from './routePaths'
import { featuredSlugsSchema, type Game, gameImagePath, gamesSchema } from './schemas/games'

/**
 * The game catalogue, in the order the catalogue shows it. Only Minecraft and Palworld show a price. Game names
 * keep the business's own spellings (for instance '7 Days-Die'); slugs and links are derived from them, so
 * 'ARK: Survival' becomes /games/ark-survival.
 */
type GameFacts = Pick<Game, 'name' | 'players' | 'category' | 'description'> & { price?: number }

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
    return { ...game, slug, link: gameLink(slug), image: gameImagePath(slug), imageAlt: `${game.name} server artwork` }
  }),
)

/** Catalogue entry for a slug, or undefined. */
export function gameBySlug(slug: string): Game | undefined {
  return games.find((game) => game.slug === slug)
}

/** Catalogue entry whose page is at `path` (e.g. /games/valheim), or undefined. */
export function gameByLink(path: string): Game | undefined {
  return games.find((game) => game.link === path)
}

/** Most same-category games a game page lists: all of the real catalogue's (four at most), never hundreds of cards. */
const RELATED_GAME_LIMIT = 6

/** The other games of a game's category, in catalogue order, at most RELATED_GAME_LIMIT. */
export function relatedGames(game: Game): Game[] {
  const others = games.filter((other) => other.category === game.category && other.slug !== game.slug)
  return others.slice(0, RELATED_GAME_LIMIT)
}

/** Most games the footer of every page links to: the real ten fit (filterGames.test.ts checks), hundreds would not. */
const FOOTER_GAME_LIMIT = 12

/** The games the site footer lists: the catalogue's first FOOTER_GAME_LIMIT, in catalogue order. */
export const footerGames: Game[] = games.slice(0, FOOTER_GAME_LIMIT)

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

/** Featured games resolved from the catalogue; featuredSlugsSchema has already rejected unknown slugs. */
export const featuredGames = featuredGameSlugs.map((slug) => gameBySlug(slug) as Game)

export type { Game } from './schemas/games'
