import { simulatedFigures } from '../../data/uiSettings'
import type { Figure } from './FigureList'
import { LiveFigureIsland } from './LiveFigure'

/** The "live" uptime figure used on the server pages (redrawn every 3 s between 99.8% and 100.0%). */
export function uptimeStat(id: string, label: string, initial: number): Figure {
  const uptime = simulatedFigures.uptime
  return {
    id,
    label,
    value: (
      <LiveFigureIsland
        initial={initial}
        range={uptime}
        intervalMs={simulatedFigures.webHostingUptime.intervalMs}
        unit="%"
        steadyText={`between ${uptime.min}% and ${uptime.max.toFixed(1)}%`}
      />
    ),
  }
}
