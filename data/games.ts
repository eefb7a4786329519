import { slugify } from '../lib/slug'
import { defineData } from './define'
import { gameLink } from './routePaths'
import { featuredSlugsSchema, type Game, gameImagePath, gamesSchema } from './schemas/games'

/** The catalogue in display order, names as the business spells them ('7 Days-Die'); slugs and links derive. */
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

export const gameBySlug = (slug: string): Game | undefined => games.find((game) => game.slug === slug)

/** The catalogue game whose page is at `path` (e.g. /games/valheim/). */
export const gameByLink = (path: string): Game | undefined => games.find((game) => game.link === path)

/** The other games of its category, in catalogue order: six at most (the real catalogue has four), never hundreds. */
export function relatedGames(game: Game): Game[] {
  return games.filter((other) => other.category === game.category && other.slug !== game.slug).slice(0, 6)
}

/** The games every page's footer lists: the catalogue's first twelve (the real ten fit, filterGames.test.ts checks). */
export const footerGames: Game[] = games.slice(0, 12)

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
