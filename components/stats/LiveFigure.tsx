import { defineIsland } from '../islands/island'
import type { FigureRange } from './simulatedFigure'
import { useSimulatedFigure } from './useSimulatedFigure'

/** A changing figure for sighted visitors; screen readers get one steady statement instead of a stream of numbers. */
export function LiveFigure({
  initial,
  range,
  intervalMs,
  narrowIntervalMs,
  narrowMaxWidthPx,
  unit,
  steadyText,
}: {
  initial: number
  range: FigureRange
  intervalMs: number
  narrowIntervalMs?: number
  narrowMaxWidthPx?: number
  unit: string
  /** What a screen reader hears, e.g. 'about 99.9%'. */
  steadyText: string
}) {
  const value = useSimulatedFigure({ initial, range, intervalMs, narrowIntervalMs, narrowMaxWidthPx })
  return (
    <span className="live">
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
