import { defineRule, inWords } from '../rule'

export default defineRule<'simulatedFigures' | 'claims'>(import.meta.filename, {
  severity: 'warning',
  description: 'The simulated uptime must never drop below the uptime the site guarantees.',
  check({ simulatedFigures, claims }, report) {
    const uptime = simulatedFigures.uptime
    const claim = claims.find((candidate) => candidate.id === 'uptime')
    const promises = claim?.places.flatMap((place) => place.numeric ?? []) ?? []
    if (uptime?.min === undefined || !claim || promises.length === 0) return
    const guarantee = Math.max(...promises)
    if (uptime.min >= guarantee) return
    const where = claim.places.filter((place) => place.numeric === guarantee).map((place) => place.where)
    report(
      { module: 'data/uiSettings.ts', field: 'simulatedFigures.uptime.min' },
      `The live-looking uptime figure is drawn between ${uptime.min}% and ${uptime.max ?? 100}%, so visitors can watch it fall to ${uptime.min}%, below the ${guarantee}% uptime guarantee shown at ${inWords(where)} (${claim.module}). Raise the minimum to at least ${guarantee}.`,
    )
  },
})
