// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TutorialsExplorer } from '../../../../components/tutorials/TutorialsExplorer'
import { tutorialCategories, tutorialVideos } from '../../../../data/tutorials'

describe('TutorialsExplorer', () => {
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
    window.history.replaceState(null, '', '/')
  })

  it('writes category changes as new history entries and typing in place', () => {
    const [category] = tutorialCategories
    const [subcategory] = category?.subcategories ?? []
    if (!category || !subcategory) throw new Error('the tutorials data has no category with a subcategory')
    // happy-dom does not know SearchField's <search> element, and React says so.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const push = vi.spyOn(window.history, 'pushState')
    const replace = vi.spyOn(window.history, 'replaceState')
    render(<TutorialsExplorer categories={tutorialCategories} videos={tutorialVideos} />)
    const pushedQueries = () => push.mock.calls.map(([, , url]) => new URL(String(url), 'http://site').search)

    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${category.label}`) }))
    fireEvent.click(screen.getByRole('button', { name: subcategory.label }))
    expect(pushedQueries()).toEqual([`?category=${category.id}`, `?category=${category.id}&sub=${subcategory.id}`])

    fireEvent.change(screen.getByLabelText('Search tutorials'), { target: { value: 'server' } })
    expect(push).toHaveBeenCalledTimes(2)
    expect(new URL(String(replace.mock.lastCall?.[2]), 'http://site').search).toBe(
      `?q=server&category=${category.id}&sub=${subcategory.id}`,
    )

    fireEvent.click(screen.getAllByRole('button', { name: 'Reset Filters' })[0] as HTMLElement)
    expect(pushedQueries()).toHaveLength(3)
    expect(pushedQueries().at(-1)).toBe('')
  })
})
