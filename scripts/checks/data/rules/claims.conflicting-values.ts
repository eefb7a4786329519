import { defineRule, inWords } from '../rule'

/** Claims whose numeric readings may differ, with the reason; keep it short, as each entry hides a contradiction. */
const CLAIMS_NOT_COMPARED: Readonly<Record<string, string>> = {
  setup: 'the Discord bot page promises its own, shorter setup time (under 60 seconds, under 30 on the bot page)',
  minecraftStartingPrice: 'compared with the plans by games.from-price, which names the field to change',
  palworldStartingPrice: 'compared with the plans by games.from-price, which names the field to change',
  webHostingLowPrice: 'compared with the plan cards by seo.structured-data-prices, which names the field to change',
  webHostingHighPrice: 'compared with the plan cards by seo.structured-data-prices, which names the field to change',
}

export default defineRule<'claims'>(import.meta.filename, {
  severity: 'warning',
  description: 'A claim (locations, customers, uptime ...) must show the same figure everywhere it appears.',
  check({ claims }, report) {
    for (const claim of claims) {
      if (claim.id in CLAIMS_NOT_COMPARED) continue
      const byValue = new Map<number, typeof claim.places>()
      for (const place of claim.places) {
        if (place.numeric !== undefined) byValue.set(place.numeric, [...(byValue.get(place.numeric) ?? []), place])
      }
      if (byValue.size < 2) continue
      const readings = [...byValue.values()].map(
        (places) => `"${places[0]?.value}" (${places.map((place) => place.where).join(', ')})`,
      )
      report(
        { module: claim.module, field: `${claim.field}.places` },
        `${claim.label} is shown with ${byValue.size} different values: ${inWords(readings)}. Visitors can see both; decide which is true and show it everywhere.`,
      )
    }
  },
})
