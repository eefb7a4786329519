import { describe, expect, it } from 'vitest'
import rule from '../../../../../../scripts/checks/data/rules/plans.price-rises-with-resources'
import { plan, planLine } from '../../../../../fixtures/data/snapshot'

const birch = plan('minecraftPlans', 1, 'Birch', 159, { 'GB RAM': 4, 'GB SSD': 16, cores: 1.5 })
const line = (jungle: ReturnType<typeof plan>) =>
  planLine('minecraft', 'Minecraft server hosting', '/games/minecraft/', [birch, jungle])

describe('plans.price-rises-with-resources', () => {
  it('reports a bigger plan that costs no more than a smaller one', () => {
    const jungle = plan('minecraftPlans', 2, 'Jungle', 159, { 'GB RAM': 6, 'GB SSD': 24, cores: 2 })
    expect(rule.run({ planLines: [line(jungle)] })).toEqual([
      {
        ruleId: 'plans.price-rises-with-resources',
        severity: 'error',
        module: 'data/plans/minecraft.ts',
        field: 'minecraftPlans[2] (Jungle).price',
        message:
          'Jungle costs ₹159 but gives more than Birch at ₹159 (6 vs 4 GB RAM, 24 vs 16 GB SSD, 2 vs 1.5 cores), for no more money. Prices should rise with resources inside one product line; check these prices.',
      },
    ])
  })

  it('is quiet when the bigger plan costs more, or is not bigger in every way', () => {
    expect(
      rule.run({
        planLines: [line(plan('minecraftPlans', 2, 'Jungle', 249, { 'GB RAM': 6, 'GB SSD': 24, cores: 2 }))],
      }),
    ).toEqual([])
    expect(
      rule.run({ planLines: [line(plan('minecraftPlans', 2, 'Jungle', 100, { 'GB RAM': 8, 'GB SSD': 8, cores: 1 }))] }),
    ).toEqual([])
  })
})
