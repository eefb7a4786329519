import { describe, expect, it } from 'vitest'
import { filterGames, resultsAnnouncement } from '../../../../components/games/filterGames'
import { drawFigure } from '../../../../components/stats/LiveFigure'
import { nextTabIndex } from '../../../../components/ui/Tabs'
import { games } from '../../../../data/games'
import { gameRoutes, routeList } from '../../../../data/routes'

const names = (query: string) => filterGames(games, query).map((game) => game.name)

describe('filterGames', () => {
  it('matches the category case-insensitively', () => {
    expect(names('SURVIVAL')).toEqual(['Palworld', 'Project Zomboid', 'Valheim', '7 Days-Die', 'ARK: Survival'])
  })
  it('keeps every game for an empty or all-space query', () => {
    expect(names('')).toHaveLength(games.length)
    expect(names('   ')).toHaveLength(games.length)
  })
  it('ignores surrounding spaces and matches names', () => {
    expect(names('  pal ')).toEqual(['Palworld'])
  })
  it('treats pattern characters as plain text', () => {
    expect(names('(')).toEqual([])
    expect(names('.*')).toEqual([])
    expect(names(':')).toEqual(['ARK: Survival'])
  })
  it('returns nothing for text no game has', () => {
    expect(names('zzzz')).toEqual([])
  })
  it('announces counts in words', () => {
    expect(resultsAnnouncement(0, 10)).toBe('No games found')
    expect(resultsAnnouncement(1, 10)).toBe('1 game found')
    expect(resultsAnnouncement(10, 10)).toBe('Showing all 10 games')
  })
})

describe('catalogue game pages', () => {
  it('every catalogue game has exactly one page at its link', () => {
    const paths = routeList.map((route) => route.path)
    for (const game of games) expect(paths.filter((path) => path === game.link)).toHaveLength(1)
  })
  it('generated pages are the catalogue minus the games with their own page', () => {
    expect(gameRoutes.map((route) => route.path)).toEqual(
      games.filter((game) => !['minecraft', 'palworld'].includes(game.slug)).map((game) => game.link),
    )
  })
})

describe('simulated figures', () => {
  const uptime = { min: 99.8, max: 100, decimals: 1 }
  it('stay within range with one decimal', () => {
    expect(drawFigure(uptime, () => 0)).toBe(99.8)
    expect(drawFigure(uptime, () => 0.999999)).toBe(100)
    expect(drawFigure(uptime, () => 0.5)).toBe(99.9)
  })
  it('never go below the floor', () => {
    expect(drawFigure({ min: 8, max: 14, decimals: 0 }, () => 0)).toBe(8)
  })
})

describe('tab keys', () => {
  it('wrap with the arrows and jump with Home and End', () => {
    expect(nextTabIndex('ArrowRight', 1, 2)).toBe(0)
    expect(nextTabIndex('ArrowLeft', 0, 2)).toBe(1)
    expect(nextTabIndex('Home', 1, 2)).toBe(0)
    expect(nextTabIndex('End', 0, 2)).toBe(1)
    expect(nextTabIndex('a', 0, 2)).toBeUndefined()
  })
})
