import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  labelPrefix,
  profileLines,
  profileTypedText,
  visibleProfileLines,
} from '../../../../components/about/profileText'
import { createTypingSequencer } from '../../../../components/about/typingSequencer'
import { teamMembers } from '../../../../data/team'

/** The sequencer's own test speed; the site's speed is data (uiConstants.profileTypingMsPerChar). */
const MS = 15

function setup(msPerChar = MS) {
  const progress: number[] = []
  const onComplete = vi.fn()
  const sequencer = createTypingSequencer({
    msPerChar,
    onProgress: (visible) => progress.push(visible),
    onComplete,
  })
  return { sequencer, progress, onComplete, last: () => progress.at(-1) }
}

describe('typing sequencer', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('types one character per step', () => {
    const { sequencer, last, onComplete } = setup()
    sequencer.start('hello')
    expect(last()).toBe(0)
    vi.advanceTimersByTime(MS - 1)
    expect(last()).toBe(0)
    vi.advanceTimersByTime(1)
    expect(last()).toBe(1)
    vi.advanceTimersByTime(MS * 3)
    expect(last()).toBe(4)
    expect(onComplete).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(1)
  })

  it('completes once, exactly when the last character appears', () => {
    const { sequencer, progress, onComplete } = setup()
    sequencer.start('abc')
    vi.advanceTimersByTime(MS * 3 - 1)
    expect(onComplete).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(progress).toEqual([0, 1, 2, 3])
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(1000)
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a new start cancels the earlier run: none of its callbacks fire again', () => {
    const { sequencer, progress, onComplete } = setup()
    sequencer.start('first text')
    vi.advanceTimersByTime(MS * 4)
    expect(progress.at(-1)).toBe(4)
    sequencer.start('xy')
    expect(progress.at(-1)).toBe(0)
    vi.advanceTimersByTime(MS * 2)
    expect(progress.slice(-3)).toEqual([0, 1, 2])
    expect(onComplete).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(MS * 20)
    expect(Math.max(...progress.slice(progress.indexOf(0, 1)))).toBe(2)
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('cancel stops where it is and leaves no timer behind', () => {
    const { sequencer, last, onComplete } = setup()
    sequencer.start('some text')
    vi.advanceTimersByTime(MS * 3)
    sequencer.cancel()
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(1000)
    expect(last()).toBe(3)
    expect(onComplete).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('shows everything at once when asked to (reduced motion) or with no delay', () => {
    const instant = setup()
    instant.sequencer.start('whole profile', { instant: true })
    expect(instant.progress).toEqual(['whole profile'.length])
    expect(instant.onComplete).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(0)

    const zero = setup(0)
    zero.sequencer.start('abc')
    expect(zero.progress).toEqual([3])
    expect(zero.onComplete).toHaveBeenCalledTimes(1)
  })

  it('types a whole team profile, one step per character', () => {
    const member = teamMembers[0]
    if (!member) throw new Error('no team member')
    const text = profileTypedText(profileLines(member))
    const { sequencer, last, onComplete } = setup()
    sequencer.start(text)
    vi.advanceTimersByTime(MS * text.length - 1)
    expect(onComplete).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(last()).toBe(text.length)
    expect(onComplete).toHaveBeenCalledTimes(1)
  })
})

describe('profile text', () => {
  const member = teamMembers[0]
  if (!member) throw new Error('no team member')
  const lines = profileLines(member)

  it('lists name, role, bio, skills, hobbies, join date and quote in that order', () => {
    expect(lines.map((line) => line.label)).toEqual(['NAME', 'ROLE', 'BIO', 'SKILLS', 'HOBBIES', 'JOINED', 'QUOTE'])
    expect(lines[0]?.value).toBe(member.name)
    expect(lines[3]?.value).toBe(member.skills.join(', '))
    expect(lines[5]?.value).toBe('10 January 2023')
    expect(lines[6]?.value).toBe(`"${member.quote}"`)
  })

  it('cuts the visible lines at the number of typed characters', () => {
    expect(visibleProfileLines(lines, 0)).toEqual([])
    expect(visibleProfileLines(lines, 3)).toEqual([{ label: 'NAM', value: '', complete: false }])
    const prefix = labelPrefix(lines[0] as (typeof lines)[number])
    expect(visibleProfileLines(lines, prefix.length + 2)).toEqual([
      { label: prefix, value: member.name.slice(0, 2), complete: false },
    ])
    const all = visibleProfileLines(lines, profileTypedText(lines).length)
    expect(all).toHaveLength(lines.length)
    expect(all.every((line) => line.complete)).toBe(true)
    expect(all.map((line) => line.value)).toEqual(lines.map((line) => line.value))
  })
})
