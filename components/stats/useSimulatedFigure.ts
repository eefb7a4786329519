import { useEffect, useState } from 'react'
import { drawFigure, type FigureRange } from './simulatedFigure'

export type FigureSchedule = {
  initial: number
  range: FigureRange
  intervalMs: number
  narrowIntervalMs?: number
  narrowMaxWidthPx?: number
}

/** Redrawn on a timer from `initial` (so hydration matches); paused in a hidden tab, still under reduced motion. */
export function useSimulatedFigure(schedule: FigureSchedule): number {
  const { initial, range, intervalMs, narrowIntervalMs, narrowMaxWidthPx } = schedule
  const [value, setValue] = useState(initial)

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const narrow =
      narrowMaxWidthPx !== undefined && window.matchMedia(`(max-width: ${narrowMaxWidthPx - 0.02}px)`).matches
    const every = narrow && narrowIntervalMs !== undefined ? narrowIntervalMs : intervalMs
    let timer: number | undefined
    const start = () => {
      if (timer === undefined && document.visibilityState === 'visible') {
        timer = window.setInterval(() => setValue(drawFigure(range)), every)
      }
    }
    const stop = () => {
      window.clearInterval(timer)
      timer = undefined
    }
    const onVisibility = () => (document.visibilityState === 'visible' ? start() : stop())
    start()
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      stop()
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [intervalMs, narrowIntervalMs, narrowMaxWidthPx, range])

  return value
}
