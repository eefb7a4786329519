import { describe, expect, it } from 'vitest'
import type { TouchScenario } from '../../../scripts/bench/browserBench'
import { touchRecorderScript, touchScenarios } from '../../../scripts/bench-journey'

const scenario = (prefix: string): TouchScenario => {
  const found = touchScenarios.find((candidate) => candidate.name.startsWith(prefix))
  if (!found) throw new Error(`no scenario named ${prefix}…`)
  return found
}

describe('touchRecorderScript', () => {
  it('is plain JavaScript for every scenario (it travels to the page as text)', () => {
    for (const touch of touchScenarios) expect(() => new Function(touchRecorderScript(touch))).not.toThrow()
  })
  it('arms the recorder at once, or only after the steps that do not count', () => {
    expect(touchRecorderScript(scenario('Minecraft'))).toMatch(/, true\) \}\)\(\)$/)
    expect(touchRecorderScript(scenario('admin'))).toMatch(/, false\) \}\)\(\)$/)
  })
})

describe('the outcomes the scenarios wait for', () => {
  it('games: fewer cards than at the touch, each a match', () => {
    const { shown } = scenario('games')
    const all = ['minecraft sandbox', 'palworld survival', 'terraria sandbox']
    expect(shown?.(['palworld survival'], all)).toBe(true)
    expect(shown?.(all, all)).toBe(false)
    expect(shown?.([], all)).toBe(false)
    expect(shown?.(['palworld survival', 'terraria sandbox'], all)).toBe(false)
  })
  it('tutorials category: the button pressed and the summary changed', () => {
    const { shown } = scenario('tutorials: choose')
    const before = { pressed: false, summary: 'Showing 8 of 8 tutorials' }
    expect(shown?.({ pressed: true, summary: 'Showing 4 of 8 tutorials' }, before)).toBe(true)
    expect(shown?.({ pressed: true, summary: 'Showing 8 of 8 tutorials' }, before)).toBe(false)
    expect(shown?.({ pressed: false, summary: 'Showing 4 of 8 tutorials' }, before)).toBe(false)
  })
  it('carousel and theme: a change from what the touch saw', () => {
    expect(scenario('Intel').shown?.(120, 0)).toBe(true)
    expect(scenario('Intel').shown?.(0, 0)).toBe(false)
    expect(scenario('shell').shown?.('light', 'dark')).toBe(true)
    expect(scenario('shell').shown?.('dark', 'dark')).toBe(false)
  })
})
