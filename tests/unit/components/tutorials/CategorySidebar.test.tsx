// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CategorySidebar } from '../../../../components/tutorials/CategorySidebar'
import { initialTutorialsState } from '../../../../components/tutorials/tutorialsState'
import { tutorialCategories } from '../../../../data/tutorials'

describe('CategorySidebar', () => {
  it('reads each count with its unit: one video, several videos, none', () => {
    const [first, second, third] = tutorialCategories
    if (!first || !second || !third) throw new Error('the tutorials data has fewer than three categories')
    render(
      <CategorySidebar
        idPrefix="t"
        categories={[first, second, third]}
        videos={[first.id, second.id, second.id, second.id].map((category) => ({ category }))}
        state={initialTutorialsState}
        dispatch={() => {}}
      />,
    )
    expect(screen.getByRole('button', { name: /^All Tutorials/ }).textContent).toBe('All Tutorials4 videos')
    expect(screen.getByRole('button', { name: new RegExp(`^${first.label}`) }).textContent).toBe(
      `${first.label}1 video`,
    )
    expect(screen.getByRole('button', { name: new RegExp(`^${second.label}`) }).textContent).toBe(
      `${second.label}3 videos`,
    )
    expect(screen.getByRole('button', { name: new RegExp(`^${third.label}`) }).textContent).toBe(
      `${third.label}0 videos`,
    )
  })
})
