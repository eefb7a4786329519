import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DataValidationError, defineData, formatIssuePath } from '../../../data/define'
import { inrPrice } from '../../../data/schemas/common'

const plans = z.array(z.strictObject({ name: z.string(), price: inrPrice }))

describe('defineData', () => {
  it('returns the parsed value when it is valid', () => {
    expect(defineData('data/x.ts', 'plans', plans, [{ name: 'Oak', price: 79 }])).toEqual([{ name: 'Oak', price: 79 }])
  })

  it('names the module, the item and the field when a price is a string', () => {
    const broken = [
      { name: 'Oak', price: 79 },
      { name: 'Birch', price: 159 },
      { name: 'Jungle', price: 249 },
      { name: 'Acacia', price: '309' },
    ]
    // @ts-expect-error: the fixture is deliberately invalid
    const run = () => defineData('data/plans/minecraft.ts', 'plans', plans, broken)
    expect(run).toThrow(DataValidationError)
    expect(run).toThrow(
      'data/plans/minecraft.ts: plans[3] (Acacia).price: expected a price in whole rupees (received the string "309")',
    )
  })

  it('reports negative prices and unknown fields too', () => {
    // @ts-expect-error: the fixture is deliberately invalid
    const run = () => defineData('data/p.ts', 'plans', plans, [{ name: 'Oak', price: -1, colour: 'red' }])
    expect(run).toThrow(
      /data\/p\.ts: plans\[0\] \(Oak\)\.price: expected a positive price in whole rupees \(received the number -1\)/,
    )
    expect(run).toThrow(/data\/p\.ts: plans\[0\] \(Oak\): Unrecognized key: "colour"/)
  })

  it('formats nested paths without labels when an item has no name', () => {
    expect(formatIssuePath('grid', [[1, 2]], [0, 1])).toBe('grid[0][1]')
  })
})

describe('the browser build', () => {
  it('refuses schemas that transform data, since the browser would render the untransformed values', () => {
    const trimming = z.string().trim()
    expect(() => defineData('data/x.ts', 'label', trimming, ' Oak ')).toThrow(/the schema changed the data/)
  })
})
