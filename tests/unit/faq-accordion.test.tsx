// @vitest-environment happy-dom
import { act, fireEvent, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FaqAccordion } from '../../components/content/FaqAccordion'

const items = [
  { id: 'one', question: 'How fast is setup?', answer: 'Seconds after payment.' },
  { id: 'two', question: 'Do you keep backups?', answer: 'Daily, kept for seven days.' },
  { id: 'three', question: 'Can I switch games?', answer: 'Yes, for free.' },
]

function toggle(details: HTMLDetailsElement, open: boolean) {
  act(() => {
    details.open = open
    fireEvent(details, new Event('toggle'))
  })
}

describe('FaqAccordion', () => {
  it('starts with every item closed and the answers in the markup', () => {
    const { container } = render(<FaqAccordion items={items} />)
    const details = [...container.querySelectorAll('details')]
    expect(details.map((item) => item.open)).toEqual([false, false, false])
    expect(container.textContent).toContain('Daily, kept for seven days.')
    expect(new Set(details.map((item) => item.getAttribute('name')))).toEqual(new Set(['faq']))
  })

  it('keeps one item open at a time: opening another closes the first', () => {
    const { container } = render(<FaqAccordion items={items} />)
    const [first, second] = [...container.querySelectorAll('details')] as HTMLDetailsElement[]
    toggle(first as HTMLDetailsElement, true)
    expect(first?.open).toBe(true)
    toggle(second as HTMLDetailsElement, true)
    expect(second?.open).toBe(true)
    expect(first?.open).toBe(false)
    toggle(second as HTMLDetailsElement, false)
    expect([...container.querySelectorAll('details')].every((item) => !item.open)).toBe(true)
  })
})
