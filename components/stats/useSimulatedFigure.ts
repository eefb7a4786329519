import { useEffect, useState } from 'react'
import { drawFigure, type FigureRange } from './simulatedFigure'

export type FigureSchedule = {
  initial: number
  range: FigureRange
  intervalMs: number
  narrowIntervalMs?: number
  narrowMaxWidthPx?: number
}

/**
 * Redrawn on a timer from `initial` (so hydration matches), only while `onScreen` and the tab is visible; still under
 * reduced motion. Off screen or in a hidden tab it keeps its last value and carries on from it when seen again,
 * one interval later, with no catching up.
 */
export function useSimulatedFigure(schedule: FigureSchedule, onScreen: boolean): number {
  const { initial, range, intervalMs, narrowIntervalMs, narrowMaxWidthPx } = schedule
  const [value, setValue] = useState(initial)

  useEffect(() => {
    if (!onScreen || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
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
  }, [onScreen, intervalMs, narrowIntervalMs, narrowMaxWidthPx, range])

  return value
}
