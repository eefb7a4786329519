/** A "live-looking" figure: random between min and max with a fixed number of decimals, never below a floor. */
export type FigureRange = { min: number; max: number; decimals: number }

export function drawFigure(range: FigureRange, random: () => number = Math.random): number {
  const factor = 10 ** range.decimals
  const low = Math.ceil(range.min * factor)
  const high = Math.floor(range.max * factor)
  const value = low + Math.floor(random() * (high - low + 1))
  return Math.min(high, Math.max(low, value)) / factor
}
