import { describe, expect, it } from 'vitest'
import rule from '../../../../../../scripts/checks/data/rules/simulated.uptime-below-guarantee'

const claims = [
  {
    module: 'data/claims.ts',
    field: 'claims[0] (uptime)',
    id: 'uptime',
    label: 'Uptime',
    places: [
      { where: 'site-wide claim', value: '99.9% uptime', numeric: 99.9 },
      { where: '/about-us stats', value: '99.9%', numeric: 99.9 },
    ],
  },
]

describe('simulated.uptime-below-guarantee', () => {
  it('is quiet when the simulated uptime stays at or above the guarantee', () => {
    expect(rule.run({ claims, simulatedFigures: { uptime: { min: 99.9, max: 100 } } })).toEqual([])
  })

  it('warns when the simulated uptime can fall below the guarantee', () => {
    expect(rule.run({ claims, simulatedFigures: { uptime: { min: 99.8, max: 100 } } })).toEqual([
      {
        ruleId: 'simulated.uptime-below-guarantee',
        severity: 'warning',
        module: 'data/uiSettings.ts',
        field: 'simulatedFigures.uptime.min',
        message:
          'The live-looking uptime figure is drawn between 99.8% and 100%, so visitors can watch it fall to 99.8%, below the 99.9% uptime guarantee shown at site-wide claim and /about-us stats (data/claims.ts). Raise the minimum to at least 99.9.',
      },
    ])
  })
})
