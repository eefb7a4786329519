import { useInView } from 'react-intersection-observer'
import { defineIsland } from '../islands/island'
import { type FigureSchedule, useSimulatedFigure } from './useSimulatedFigure'

/** `steadyText` is what a screen reader hears instead, e.g. 'between 99.8% and 100.0%'. */
type Props = FigureSchedule & { unit: string; steadyText: string }

/** A changing figure for sighted visitors; screen readers get one steady statement instead of a stream of numbers. */
export function LiveFigure({ unit, steadyText, ...schedule }: Props) {
  // Nobody reads a figure off screen: it stops redrawing there, sparing a phone's CPU and battery.
  const { ref, inView } = useInView()
  const value = useSimulatedFigure(schedule, inView)
  return (
    <span className="live" ref={ref}>
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
