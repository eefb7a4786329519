import { describe, expect, it } from 'vitest'
import rule from '../../../../../../scripts/checks/data/rules/plans.popular-not-orderable'
import { plan, planLine } from '../../../../../fixtures/data/snapshot'

describe('plans.popular-not-orderable', () => {
  it('reports a popular flag on a plan that cannot be ordered, and only there', () => {
    const vds = planLine('vds', 'Dedicated virtual servers (VDS)', '/servers/vds/', [
      { ...plan('vdsPlans', 1, 'Pro', null), popular: true },
    ])
    const web = planLine('webHosting', 'Web hosting', '/servers/web-hosting/', [
      { ...plan('webHostingPlans', 1, 'Pro', 199), popular: true },
    ])
    expect(rule.run({ planLines: [vds, web] })).toEqual([
      {
        ruleId: 'plans.popular-not-orderable',
        severity: 'error',
        module: 'data/plans/vds.ts',
        field: 'vdsPlans[1] (Pro).popular',
        message:
          'Pro is marked popular, but no such plan can be ordered (it has no price or order link), so /servers/vds/ would highlight an offer nobody can buy. Remove the flag or put it on an orderable plan.',
      },
    ])
  })
})
