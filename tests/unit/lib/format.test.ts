import { describe, expect, it } from 'vitest'
import { formatCount, formatInr, formatLongDate } from '../../../lib/format'
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

  it('groups and rounds as Intl does for en-IN', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })
    for (const value of [
      0, 7, 60, 999, 1000, 1873, 12_345, 99_999.99, 1_00_000, 12_34_567.5, 9_87_65_43_210, -1199, 0.25,
    ])
      expect(formatCount(value)).toBe(intl.format(value))
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
  it('writes every month as Intl does for en-GB', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    for (let month = 1; month <= 12; month++) {
      const iso = `2026-${String(month).padStart(2, '0')}-0${(month % 9) + 1}`
      expect(formatLongDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)))
    }
  })
  it('rejects malformed dates', () => {
    expect(() => formatLongDate('09-08-2025x')).toThrow(RangeError)
  })
})
