import { formatInr } from '../../lib/format'

interface VpsTermFacts {
  setupFee: number
  terms: { pricesExcludeTaxes: boolean; renewsAtSameRate: boolean; cancelAnytime: boolean }
}

/** Display lines for a VPS line's fee and terms, shared by both VPS modules so the wording cannot drift. */
export function vpsTermNotes(line: VpsTermFacts): string[] {
  const notes = [`One-time setup fee of ${formatInr(line.setupFee)}`]
  if (line.terms.pricesExcludeTaxes) notes.push('Prices exclude taxes')
  if (line.terms.renewsAtSameRate) notes.push('Renews at the same monthly rate')
  if (line.terms.cancelAnytime) notes.push('Cancel anytime')
  return notes
}
