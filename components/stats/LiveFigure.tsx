import { useEffect, useState } from 'react'
import { useInView } from 'react-intersection-observer'
import { simulatedFigures } from '../../data/uiSettings'
import { defineIsland } from '../islands/island'

/** A "live-looking" figure: random between min and max with a fixed number of decimals, never below a floor. */
type FigureRange = { min: number; max: number; decimals: number }

export function drawFigure(range: FigureRange, random: () => number = Math.random): number {
  const factor = 10 ** range.decimals
  const low = Math.ceil(range.min * factor)
  const high = Math.floor(range.max * factor)
  return (low + Math.floor(random() * (high - low + 1))) / factor
}

type Schedule = { intervalMs: number; narrowIntervalMs?: number; narrowMaxWidthPx?: number }
type Props = Schedule & {
  initial: number
  range: FigureRange
  unit: string
  /** What a screen reader hears instead, e.g. 'between 99.8% and 100.0%'. */
  steadyText: string
}

/** A changing figure for sighted visitors, redrawn only while on screen; screen readers get one steady statement. */
function LiveFigure({ initial, range, intervalMs, narrowIntervalMs, narrowMaxWidthPx, unit, steadyText }: Props) {
  const { ref, inView } = useInView()
  const [value, setValue] = useState(initial)

  useEffect(() => {
    if (!inView || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const narrow =
      narrowMaxWidthPx !== undefined && window.matchMedia(`(max-width: ${narrowMaxWidthPx - 0.02}px)`).matches
    const every = narrow && narrowIntervalMs !== undefined ? narrowIntervalMs : intervalMs
    // Not while the page is hidden either, sparing a phone's battery.
    const timer = window.setInterval(() => !document.hidden && setValue(drawFigure(range)), every)
    return () => window.clearInterval(timer)
  }, [inView, intervalMs, narrowIntervalMs, narrowMaxWidthPx, range])

  return (
    <span className="live" ref={ref}>
      <span aria-hidden="true" data-live-figure="">
        {value.toFixed(range.decimals)}
        {unit}
      </span>
      <span className="visually-hidden">{steadyText}</span>
      <style jsx>{`
        .live {
          font-variant-numeric: tabular-nums;
        }
      `}</style>
    </span>
  )
}

export const LiveFigureIsland = /* @__PURE__ */ defineIsland('LiveFigure', LiveFigure, { as: 'span' })

/** The "live" uptime figure (redrawn between 99.8% and 100.0%), by default every 3 s as on the server pages. */
export function uptimeFigure(initial: number, schedule?: Schedule) {
  const uptime = simulatedFigures.uptime
  return (
    <LiveFigureIsland
      initial={initial}
      range={uptime}
      {...(schedule ?? { intervalMs: simulatedFigures.webHostingUptime.intervalMs })}
      unit="%"
      steadyText={`between ${uptime.min}% and ${uptime.max.toFixed(1)}%`}
    />
  )
}
