import { describe, expect, it } from 'vitest'
import rule from '../../../../../../scripts/checks/data/rules/plans.duplicate-in-line'
import { plan, planLine } from '../../../../../fixtures/data/snapshot'

const minecraft = (...plans: ReturnType<typeof plan>[]) =>
  planLine('minecraft', 'Minecraft server hosting', '/games/minecraft/', plans)

describe('plans.duplicate-in-line', () => {
  it('allows the same plan name and product id in different lines (Starter, Pro)', () => {
    const web = planLine('webHosting', 'Web hosting', '/servers/web-hosting/', [
      plan('webHostingPlans', 0, 'Starter', 99),
    ])
    expect(rule.run({ planLines: [minecraft(plan('minecraftPlans', 0, 'Starter', 79)), web] })).toEqual([])
  })

  it('reports a duplicate name, id or product id inside one line', () => {
    const jungle = { ...plan('minecraftPlans', 2, 'Jungle', 249), name: 'oak ', id: 'birch', pid: 1 }
    const line = minecraft(plan('minecraftPlans', 0, 'Oak', 79), plan('minecraftPlans', 1, 'Birch', 159), jungle)
    const findings = rule.run({ planLines: [line] })
    expect(findings.map((finding) => [finding.severity, finding.module, finding.field])).toEqual([
      ['error', 'data/plans/minecraft.ts', 'minecraftPlans[2] (Jungle).name'],
      ['error', 'data/plans/minecraft.ts', 'minecraftPlans[2] (Jungle).id'],
      ['error', 'data/plans/minecraft.ts', 'minecraftPlans[2] (Jungle).pid'],
    ])
    expect(findings[2]?.message).toBe(
      'minecraftPlans[2] (Jungle) has the same product id (1) as minecraftPlans[0] (Oak). Every Minecraft server hosting plan needs its own product id: with a shared product id both order buttons sell the same product.',
    )
  })
})
