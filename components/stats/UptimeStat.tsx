import { simulatedFigures } from '../../data/uiSettings'
import type { Figure } from './FigureList'
import { LiveFigureIsland } from './LiveFigure'

type Schedule = { intervalMs: number; narrowIntervalMs?: number; narrowMaxWidthPx?: number }

/** The "live" uptime figure (redrawn between 99.8% and 100.0%) on the given schedule. */
export function uptimeFigure(initial: number, schedule: Schedule) {
  const uptime = simulatedFigures.uptime
  return (
    <LiveFigureIsland
      initial={initial}
      range={uptime}
      {...schedule}
      unit="%"
      steadyText={`between ${uptime.min}% and ${uptime.max.toFixed(1)}%`}
    />
  )
}

/** The uptime figure of the server pages, redrawn every 3 s. */
export function uptimeStat(id: string, label: string, initial: number): Figure {
  return { id, label, value: uptimeFigure(initial, { intervalMs: simulatedFigures.webHostingUptime.intervalMs }) }
}
