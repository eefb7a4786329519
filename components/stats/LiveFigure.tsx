import { defineIsland } from '../islands/island'
import { type FigureSchedule, useSimulatedFigure } from './useSimulatedFigure'

/** `steadyText` is what a screen reader hears instead, e.g. 'between 99.8% and 100.0%'. */
type Props = FigureSchedule & { unit: string; steadyText: string }

/** A changing figure for sighted visitors; screen readers get one steady statement instead of a stream of numbers. */
export function LiveFigure({ unit, steadyText, ...schedule }: Props) {
  const value = useSimulatedFigure(schedule)
  return (
    <span className="live">
      <span aria-hidden="true" data-live-figure="">
        {value.toFixed(schedule.range.decimals)}
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
