import { describe, expect, it } from 'vitest'
import rule from '../../../../../../scripts/checks/data/rules/plans.shared-product-id'
import { plan, planLine } from '../../../../../fixtures/data/snapshot'

describe('plans.shared-product-id', () => {
  it('warns when two product lines use one billing product id', () => {
    const minecraft = planLine('minecraft', 'Minecraft server hosting', '/games/minecraft/', [
      plan('minecraftPlans', 0, 'Oak', 79),
      plan('minecraftPlans', 2, 'Jungle', 249),
    ])
    const web = planLine('webHosting', 'Web hosting', '/servers/web-hosting/', [
      { ...plan('webHostingPlans', 2, 'Elite', 299), pid: 3 },
    ])
    expect(rule.run({ planLines: [minecraft, web] })).toEqual([
      {
        ruleId: 'plans.shared-product-id',
        severity: 'warning',
        module: 'data/plans/minecraft.ts',
        field: 'minecraftPlans[2] (Jungle).pid',
        message:
          'Product id 3 is used by Minecraft server hosting "Jungle" (data/plans/minecraft.ts minecraftPlans[2] (Jungle)) and Web hosting "Elite" (data/plans/webHosting.ts webHostingPlans[2] (Elite)). The billing site has one product per id, so these order buttons put the same product in the cart and at least one of them sells the wrong thing. Check the real product ids in the billing admin.',
      },
    ])
    web.plans[0] = plan('webHostingPlans', 3, 'Elite', 299)
    expect(rule.run({ planLines: [minecraft, web] })).toEqual([])
  })
})
