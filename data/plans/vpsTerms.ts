import { formatInr } from '../../lib/format'

/** The setup fee and terms both VPS lines share, and their display lines, so neither can drift between the lines. */
const shared = {
  setupFee: 60,
  terms: { pricesExcludeTaxes: true, renewsAtSameRate: true, cancelAnytime: true },
} as const

const notes = [`One-time setup fee of ${formatInr(shared.setupFee)}`]
if (shared.terms.pricesExcludeTaxes) notes.push('Prices exclude taxes')
if (shared.terms.renewsAtSameRate) notes.push('Renews at the same monthly rate')
if (shared.terms.cancelAnytime) notes.push('Cancel anytime')

export const vpsTerms = { ...shared, termNotes: notes }
