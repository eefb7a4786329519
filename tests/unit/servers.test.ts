import { describe, expect, it } from 'vitest'
import { carouselArrows } from '../../components/servers/carousel'
import { discordBotPlans } from '../../data/plans/discordBot'
import { intelVpsPlans } from '../../data/plans/vpsIntel'
import { ryzenVpsPlans } from '../../data/plans/vpsRyzen'

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

describe('VPS and Discord order URLs', () => {
  it('every VPS plan adds its pid to the cart, monthly', () => {
    for (const plan of [...ryzenVpsPlans, ...intelVpsPlans]) {
      expect(plan.orderUrl).toBe(`https://billing.example.com/cart.php?a=add&pid=${plan.pid}&billingcycle=monthly`)
    }
    expect(ryzenVpsPlans.map((plan) => plan.pid)).toEqual([21, 22, 23, 24, 25, 26, 27, 28])
    expect(intelVpsPlans.map((plan) => [plan.name, plan.pid])).toEqual([
      ['Basic', 29],
      ['Starter', 35],
      ['Standard', 31],
      ['Pro', 32],
      ['Advanced', 33],
      ['Enterprise', 34],
    ])
  })
  it('Discord plans use plan numbers 19, 20 and 21 with options 4=5 and 7=8', () => {
    expect(discordBotPlans.map((plan) => plan.orderUrl)).toEqual(
      [19, 20, 21].map(
        (pid) => `https://billing.example.com/cart.php?a=add&pid=${pid}&configoption[4]=5&configoption[7]=8`,
      ),
    )
  })
})
