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

// Read and written in UTC, so the build machine's time zone cannot shift the day.
const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '2025-08-09' -> '9 August 2025' (day-month order, as read in India). */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) throw new RangeError(`formatLongDate: not an ISO date: ${isoDate}`)
  return longDate.format(date)
}

/** Spaces made non-breaking, so a phone number never wraps across lines: '+91 00000 00000'. */
export function nonBreaking(text: string): string {
  return text.replace(/ /g, '\u00a0')
}
