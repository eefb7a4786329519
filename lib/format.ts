const inrFormatter = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 })

/** ₹ sign with Indian digit grouping: 1199 -> '₹1,199', 125000 -> '₹1,25,000'. */
export function formatInr(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`formatInr: not a finite amount: ${amount}`)
  return `₹${inrFormatter.format(amount)}`
}

/** Whole numbers with Indian grouping, for counts: 1873 -> '1,873'. */
export function formatCount(value: number): string {
  return inrFormatter.format(value)
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** '2025-08-09' -> '9 August 2025' (day-month order, as read in India). Parsed by hand to avoid time-zone shifts. */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  const monthName = month === undefined ? undefined : MONTHS[month - 1]
  if (!year || !monthName || !day) throw new RangeError(`formatLongDate: not an ISO date: ${isoDate}`)
  return `${day} ${monthName} ${year}`
}

/** Spaces made non-breaking, so a phone number never wraps across lines: '+91 00000 00000'. */
export function nonBreaking(text: string): string {
  return text.replace(/ /g, '\u00a0')
}
