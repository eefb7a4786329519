import { defineRule } from '../rule'

export default defineRule<'simulatedFigures'>(import.meta.filename, {
  severity: 'warning',
  description:
    'A simulated figure and the value stated next to it must agree (its floor may not differ from the value shown).',
  check({ simulatedFigures }, report) {
    for (const [name, { floorMs, shownMs }] of Object.entries(simulatedFigures)) {
      if (floorMs === undefined || shownMs === undefined || floorMs === shownMs) continue
      // 'webHostingLoad' -> 'web hosting load'
      const label = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
      report(
        { module: 'data/uiSettings.ts', field: `simulatedFigures.${name}.floorMs, simulatedFigures.${name}.shownMs` },
        floorMs > shownMs
          ? `The simulated ${label} never goes below its floor of ${floorMs} ms, yet the page states ${shownMs} ms: the stats row contradicts the live-looking figure beside it. Use one value for both.`
          : `The simulated ${label} can go down to ${floorMs} ms, but the page states ${shownMs} ms: visitors see two different figures for the same measurement. Use one value for both.`,
      )
    }
  },
})
