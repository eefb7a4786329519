import { describe, expect, it } from 'vitest'
import rule from '../../../../../../scripts/checks/data/rules/simulated.floor-contradicts-shown'

describe('simulated.floor-contradicts-shown', () => {
  it('is quiet when the floor is the value shown, or a figure has only one of them', () => {
    expect(rule.run({ simulatedFigures: { botResponse: { floorMs: 50, shownMs: 50 }, ping: { floorMs: 8 } } })).toEqual(
      [],
    )
  })

  it('warns when the floor is above or below the value shown', () => {
    const findings = rule.run({
      simulatedFigures: { webHostingLoad: { floorMs: 150, shownMs: 55 }, botResponse: { floorMs: 35, shownMs: 50 } },
    })
    expect(findings[0]).toEqual({
      ruleId: 'simulated.floor-contradicts-shown',
      severity: 'warning',
      module: 'data/uiSettings.ts',
      field: 'simulatedFigures.webHostingLoad.floorMs, simulatedFigures.webHostingLoad.shownMs',
      message:
        'The simulated web hosting load never goes below its floor of 150 ms, yet the page states 55 ms: the stats row contradicts the live-looking figure beside it. Use one value for both.',
    })
    expect(findings[1]?.message).toBe(
      'The simulated bot response can go down to 35 ms, but the page states 50 ms: visitors see two different figures for the same measurement. Use one value for both.',
    )
  })
})
