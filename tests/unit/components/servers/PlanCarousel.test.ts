import { describe, expect, it } from 'vitest'
import { carouselArrows } from '../../../../components/servers/PlanCarousel'

describe('carouselArrows', () => {
  const at = (scrollLeft: number) => carouselArrows({ scrollLeft, scrollWidth: 1900, clientWidth: 358 }, 10)
  it('shows only next at the start', () => {
    expect(at(0)).toEqual({ showPrevious: false, showNext: true })
  })
  it('shows both once scrolled past the start', () => {
    expect(at(300)).toEqual({ showPrevious: true, showNext: true })
  })
  it('keeps next while more than 10px remain, hides it within 10px of the end', () => {
    expect(at(1900 - 358 - 11).showNext).toBe(true)
    expect(at(1900 - 358 - 10).showNext).toBe(false)
    expect(at(1900 - 358)).toEqual({ showPrevious: true, showNext: false })
  })
  it('shows neither when everything fits', () => {
    expect(carouselArrows({ scrollLeft: 0, scrollWidth: 1200, clientWidth: 1200 }, 10)).toEqual({
      showPrevious: false,
      showNext: false,
    })
  })
})
