import type { CSSProperties } from 'react'

/**
 * The column counts, widest first, a grid of `count` cards may use: those whose last row is full or has at least two
 * cards and half a row; always ends with a single column.
 */
export function allowedColumnCounts(count: number, maxColumns: number): number[] {
  const counts: number[] = []
  for (let columns = Math.min(count, maxColumns); columns > 1; columns--) {
    const rest = count % columns
    if (rest === 0 || (rest >= 2 && rest * 2 >= columns)) counts.push(columns)
  }
  return [...counts, 1]
}

type CardGridOptions = { count: number; min: string; maxColumns?: number }

/** The gap of the card grid rule in renderer/styles/global.css. */
const GAP = 'var(--space-4)'

/**
 * `grid-template-columns` for `count` cards at least `min` wide, the widest allowed count that fits (plain `auto-fit`
 * may end on a lone card): count k takes over at k·min + (k−1)·gap (`clamp()` with a huge factor makes the step);
 * half a pixel less per track absorbs rounding.
 */
export function cardGridColumns({ count, min, maxColumns = 4 }: CardGridOptions): string {
  let track = '100%'
  for (const columns of allowedColumnCounts(count, maxColumns).reverse()) {
    if (columns === 1) continue
    const width = `(100% - ${columns - 1} * ${GAP}) / ${columns} - 0.5px`
    const threshold = `${columns} * ${min} + ${columns - 1} * ${GAP}`
    track = `clamp(${width}, (${threshold} - 100%) * 9999, ${track})`
  }
  return `repeat(auto-fit, minmax(${track}, 1fr))`
}

/** The props that lay out a card grid: the template travels as a custom property, so the HTML has no inline rule. */
function gridProps(columns: string) {
  return { 'data-card-grid': '', style: { '--card-grid-columns': columns } as CSSProperties }
}

/** A grid of `count` cards at least `min` wide, in rows that never end on a lone card (`cardGridColumns`). */
export const cardGridProps = (options: CardGridOptions) => gridProps(cardGridColumns(options))

/** A grid of as many columns at least `min` wide as fit, for lists whose length changes (search results). */
export const fillGridProps = (min: string) => gridProps(`repeat(auto-fill, minmax(min(100%, ${min}), 1fr))`)
