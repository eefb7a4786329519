// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FaqAccordion } from '../../../../components/content/FaqAccordion'

const items = [
  { id: 'one', question: 'How fast is setup?', answer: 'Seconds after payment.' },
  { id: 'two', question: 'Do you keep backups?', answer: 'Daily, kept for seven days.' },
  { id: 'three', question: 'Can I switch games?', answer: 'Yes, for free.' },
]

describe('FaqAccordion', () => {
  it('starts with every item closed and the answers in the markup', () => {
    const { container } = render(<FaqAccordion items={items} />)
    const details = [...container.querySelectorAll('details')]
    expect(details.map((item) => item.open)).toEqual([false, false, false])
    expect(container.textContent).toContain('Daily, kept for seven days.')
    expect(new Set(details.map((item) => item.getAttribute('name')))).toEqual(new Set(['faq']))
  })
  // One-open-at-a-time is the browser's own <details name> behaviour: tests/e2e/shell.spec.ts checks it in Chromium.
})
