import { describe, expect, it } from 'vitest'
import rule from '../../../../../../scripts/checks/data/rules/games.from-price'
import { plan, planLine } from '../../../../../fixtures/data/snapshot'

const minecraft = planLine('minecraft', 'Minecraft server hosting', '/games/minecraft/', [
  plan('minecraftPlans', 0, 'Oak', 79),
  plan('minecraftPlans', 1, 'Birch', 159),
])
const game = (name: string, link: string, price?: number) => ({
  module: 'data/games.ts',
  field: `games[0] (${name})`,
  name,
  link,
  ...(price === undefined ? {} : { price }),
})

describe('games.from-price', () => {
  it('is quiet when the card shows the cheapest plan, or no price', () => {
    const games = [game('Minecraft', '/games/minecraft/', 79), game('Valheim', '/games/valheim/')]
    expect(rule.run({ games, planLines: [minecraft] })).toEqual([])
  })

  it('warns when the catalogue advertises less than the cheapest plan', () => {
    expect(rule.run({ games: [game('Minecraft', '/games/minecraft/', 69)], planLines: [minecraft] })).toEqual([
      {
        ruleId: 'games.from-price',
        severity: 'warning',
        module: 'data/games.ts',
        field: 'games[0] (Minecraft).price',
        message:
          'The /games catalogue card says Minecraft starts at ₹69 a month, but the cheapest Minecraft plan (Oak, data/plans/minecraft.ts) costs ₹79: a visitor who clicks through cannot buy at the advertised price. Set the catalogue price to 79 or add a plan at ₹69.',
      },
    ])
  })

  it('warns when it advertises more, or a price for a game without plans', () => {
    const higher = rule.run({ games: [game('Minecraft', '/games/minecraft/', 99)], planLines: [minecraft] })
    expect(higher[0]?.message).toContain('costs only ₹79')
    const noPlans = rule.run({ games: [game('Valheim', '/games/valheim/', 199)], planLines: [minecraft] })
    expect(noPlans.map((finding) => finding.field)).toEqual(['games[0] (Valheim).price'])
    expect(noPlans[0]?.message).toContain('/games/valheim/ has no plans to order')
  })
})
