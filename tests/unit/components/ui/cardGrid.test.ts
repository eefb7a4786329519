import { describe, expect, it } from 'vitest'
import { allowedColumnCounts, cardGridColumns, cardGridProps, fillGridProps } from '../../../../components/ui/cardGrid'

describe('card grid columns', () => {
  it('never leaves a lone card or an empty column on the last row', () => {
    expect(allowedColumnCounts(3, 4)).toEqual([3, 1])
    expect(allowedColumnCounts(3, 2)).toEqual([1])
    expect(allowedColumnCounts(4, 4)).toEqual([4, 2, 1])
    expect(allowedColumnCounts(5, 4)).toEqual([3, 1])
    expect(allowedColumnCounts(6, 3)).toEqual([3, 2, 1])
    expect(allowedColumnCounts(7, 4)).toEqual([4, 1])
    expect(allowedColumnCounts(1, 4)).toEqual([1])
    for (let count = 1; count <= 24; count++) {
      for (const columns of allowedColumnCounts(count, 4)) {
        const rest = count % columns
        expect(rest === 0 || rest >= 2, `${count} cards in ${columns} columns`).toBe(true)
      }
    }
    expect(allowedColumnCounts(10, 4)).toEqual([4, 2, 1])
    expect(allowedColumnCounts(9, 4)).toEqual([3, 1])
    // Two cards on a last row of five columns are less than half a row.
    expect(allowedColumnCounts(12, 5)).toEqual([4, 3, 2, 1])
  })

  it('switches from the widest allowed layout down to one column at the widths they need', () => {
    expect(cardGridColumns({ count: 3, min: '16rem' })).toBe(
      'repeat(auto-fit, minmax(clamp((100% - 2 * var(--space-4)) / 3 - 0.5px, (3 * 16rem + 2 * var(--space-4) - 100%) * 9999, 100%), 1fr))',
    )
    expect(cardGridColumns({ count: 2, min: '10rem', maxColumns: 1 })).toBe('repeat(auto-fit, minmax(100%, 1fr))')
  })

  it("hands the template to the shared [data-card-grid] rule as a custom property, with the rule's gap by default", () => {
    expect(cardGridProps({ count: 2, min: '10rem', maxColumns: 1 })).toEqual({
      'data-card-grid': '',
      style: { '--card-grid-columns': 'repeat(auto-fit, minmax(100%, 1fr))' },
    })
    expect(cardGridProps({ count: 3, min: '16rem' }).style['--card-grid-columns' as 'color']).toContain(
      '2 * var(--space-4)',
    )
    expect(fillGridProps('15rem')).toEqual({
      'data-card-grid': '',
      style: { '--card-grid-columns': 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))' },
    })
  })
})
