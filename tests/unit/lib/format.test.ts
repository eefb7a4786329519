import { describe, expect, it } from 'vitest'
import { formatInr, formatLongDate } from '../../../lib/format'
import { slugify } from '../../../lib/slug'

describe('formatInr', () => {
  it.each([
    [69, '₹69'],
    [1199, '₹1,199'],
    [125000, '₹1,25,000'],
    [1.5, '₹1.5'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatInr(amount)).toBe(expected)
  })

  it('refuses non-finite amounts instead of printing NaN', () => {
    expect(() => formatInr(Number.NaN)).toThrow(RangeError)
  })
})

describe('slugify (the catalogue slug rule)', () => {
  it.each([
    ['Minecraft', 'minecraft'],
    ['ARK: Survival', 'ark-survival'],
    ['7 Days-Die', '7-days-die'],
    ['Project Zomboid', 'project-zomboid'],
    ['Arma 3', 'arma-3'],
    ['  Odd   Spacing!! ', 'odd-spacing'],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug)
  })
})

describe('formatLongDate', () => {
  it('reads ISO dates without time-zone shifts', () => {
    expect(formatLongDate('2025-08-09')).toBe('9 August 2025')
    expect(formatLongDate('2024-11-30')).toBe('30 November 2024')
  })
  it('rejects malformed dates', () => {
    expect(() => formatLongDate('09-08-2025x')).toThrow(RangeError)
  })
})
