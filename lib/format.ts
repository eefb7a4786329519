// Written out rather than with Intl, which islands also run: a page's first Intl formatter starts ICU, 25-90 ms
// of main thread in Chromium, a long task while the page loads (tests/unit/lib/format.test.ts compares with Intl).

/** Indian digit grouping, at most two decimals: 1873 -> '1,873', 125000.5 -> '1,25,000.5'. */
export function formatCount(value: number): string {
  const [whole = '', decimals] = String(Math.round(value * 100) / 100).split('.')
  const grouped = whole.replace(/(\d)(?=(\d\d)+\d$)/g, '$1,')
  return decimals ? `${grouped}.${decimals}` : grouped
}

/** ₹ sign with Indian digit grouping: 1199 -> '₹1,199', 125000 -> '₹1,25,000'. */
export function formatInr(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatInr: not a finite amount: ${amount}`)
  return `₹${formatCount(amount)}`
}

const MONTHS = 'January February March April May June July August September October November December'.split(' ')

/** '2025-08-09' -> '9 August 2025' (day-month order, as read in India), read in UTC so no time zone shifts the day. */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) throw new RangeError(`formatLongDate: not an ISO date: ${isoDate}`)
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}

/** The unit a count is read with, plural unless one: (1, 'video') -> 'video', (4, 'video') -> 'videos'. */
export function unitFor(count: number, unit: string): string {
  return count === 1 ? unit : `${unit}s`
}

/** A count with its unit: '1 vCore', '4 vCores'. */
export function countOf(count: number, unit: string): string {
  return `${count} ${unitFor(count, unit)}`
}

/** Spaces made non-breaking, so a phone number never wraps across lines: '+91 00000 00000'. */
export function nonBreaking(text: string): string {
  return text.replace(/ /g, '\u00a0')
}
