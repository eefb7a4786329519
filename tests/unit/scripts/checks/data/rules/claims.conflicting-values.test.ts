import { describe, expect, it } from 'vitest'
import rule from '../../../../../../scripts/checks/data/rules/claims.conflicting-values'

const claim = (id: string, label: string, places: Array<{ where: string; value: string; numeric?: number }>) => ({
  module: 'data/claims.ts',
  field: `claims[0] (${id})`,
  id,
  label,
  places,
})

describe('claims.conflicting-values', () => {
  it('warns when a claim shows two figures, naming every place', () => {
    const locations = claim('locations', 'Server locations', [
      { where: 'site-wide claim', value: '20+ global locations', numeric: 20 },
      { where: '/about-us stats', value: '9 global locations', numeric: 9 },
      { where: 'home features', value: 'worldwide' },
    ])
    expect(rule.run({ claims: [locations] })).toEqual([
      {
        ruleId: 'claims.conflicting-values',
        severity: 'warning',
        module: 'data/claims.ts',
        field: 'claims[0] (locations).places',
        message:
          'Server locations is shown with 2 different values: "20+ global locations" (site-wide claim) and "9 global locations" (/about-us stats). Visitors can see both; decide which is true and show it everywhere.',
      },
    ])
  })

  it('is quiet on one figure, and on the claims whose readings differ on purpose (setup: 60 s, 30 s for bots)', () => {
    const places = [
      { where: 'site-wide claim', value: 'under 60 seconds', numeric: 60 },
      { where: '/servers/discord-bot', value: 'under 30 seconds', numeric: 30 },
    ]
    const uptime = claim('uptime', 'Uptime', [
      { where: 'site-wide claim', value: '99.9% uptime', numeric: 99.9 },
      { where: '/about-us stats', value: '99.9%', numeric: 99.9 },
    ])
    expect(rule.run({ claims: [claim('setup', 'Setup time', places), uptime] })).toEqual([])
    expect(rule.run({ claims: [claim('setupTime', 'Setup time', places)] })).toHaveLength(1)
  })
})
