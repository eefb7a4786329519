// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { profileLines, profileTypedText } from '../../../../components/about/profileText'
import { TeamSection } from '../../../../components/about/TeamSection'
import { teamMembers } from '../../../../data/team'
import { uiConstants } from '../../../../data/uiSettings'

const [first, second] = teamMembers
if (!first || !second) throw new Error('expected two team members')
const MS = uiConstants.profileTypingMsPerChar
const typedLength = (member: typeof first) => profileTypedText(profileLines(member)).length

function setup() {
  const { container } = render(<TeamSection members={teamMembers} cardHint="hint" />)
  const typed = () => container.querySelector('.output')?.textContent?.replace('▋', '') ?? ''
  const open = (name: string) => fireEvent.click(screen.getByRole('button', { name }))
  const done = () => container.querySelector('.done') !== null
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))
  return { typed, open, done, advance }
}

describe('team profile typing', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('types one character per step and completes exactly at the last one', () => {
    const { typed, open, done, advance } = setup()
    open(first.name)
    expect(typed()).toBe('')
    advance(MS - 1)
    expect(typed()).toBe('')
    advance(1)
    expect(typed()).toBe('N')
    advance(MS * 3)
    expect(typed()).toBe('NAME')
    advance(MS * (typedLength(first) - 5))
    expect(done()).toBe(false)
    advance(MS)
    expect(done()).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('opening another profile starts again, and the earlier one types no more', () => {
    const { typed, open, done, advance } = setup()
    open(first.name)
    advance(MS * 30)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    open(second.name)
    expect(typed()).toBe('')
    advance(MS * typedLength(second))
    expect(done()).toBe(true)
    expect(typed()).toContain(second.bio)
    expect(typed()).not.toContain(first.name)
  })

  it('stops typing when the dialog closes', () => {
    const { typed, open, advance } = setup()
    open(first.name)
    advance(MS * 4)
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    const shown = typed().length
    // Before the closed profile clears (which would stop it anyway).
    advance(uiConstants.modalClearDelayMs - 1)
    expect(typed().length).toBeLessThanOrEqual(shown + 1)
  })

  it('shows the whole profile at once under reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList)
    const { typed, open, done } = setup()
    open(first.name)
    expect(done()).toBe(true)
    expect(typed()).toContain(first.quote)
    expect(vi.getTimerCount()).toBe(0)
  })
})
