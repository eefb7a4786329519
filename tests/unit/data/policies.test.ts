import { describe, expect, it } from 'vitest'
import { DataValidationError, defineData } from '../../../data/define'
import { policies } from '../../../data/policies'
import { policiesSchemaAt } from '../../../data/schemas/content'

// The build's clock, as a test sets it: 1 May 2026, 20:00 UTC, already 2 May in India.
const NOW = new Date('2026-05-01T20:00:00Z')
const define = (value: typeof policies) => () =>
  defineData(
    'data/policies.ts',
    'policies',
    policiesSchemaAt(() => NOW),
    value,
  )

describe('policy dates', () => {
  it('refuses a lastUpdated in the future, naming the file, the policy and the field', () => {
    const [first] = policies
    const future = policies.map((policy, index) =>
      index === 0 ? { ...policy, lastUpdated: '2099-01-01', lastUpdatedShown: '01-01-2099' } : policy,
    )
    expect(define(future)).toThrow(
      new DataValidationError([
        {
          module: 'data/policies.ts',
          field: `policies[0] (${first?.title}).lastUpdated`,
          message:
            'expected today (2026-05-02 in India) or earlier, not a date in the future (received the string "2099-01-01")',
        },
      ]),
    )
  })

  it("takes today's date in India", () => {
    const today = policies.map((policy) => ({ ...policy, lastUpdated: '2026-05-02', lastUpdatedShown: '2026-05-02' }))
    expect(define(today)).not.toThrow()
  })
})
