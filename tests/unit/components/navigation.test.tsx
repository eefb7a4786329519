// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NavEntryLink } from '../../../components/navigation/NavEntryLink'
import { createTypeAheadBuffer, findTypeAheadMatch } from '../../../components/navigation/typeAhead'
import { startShell } from '../../../components/shell/startShell'
import { ToastViewport } from '../../../components/toast/ToastViewport'
import { toastStore } from '../../../components/toast/toastState'

afterEach(() => {
  vi.useRealTimers()
  const left = toastStore.getSnapshot()
  if (left) toastStore.dismiss(left.id)
  document.body.innerHTML = ''
})

describe('findTypeAheadMatch', () => {
  const titles = ['Minecraft', 'Palworld', 'Satisfactory', 'See all games']
  it('finds the first title starting with the buffer, ignoring case', () => {
    expect(findTypeAheadMatch(titles, 'p')).toBe(1)
    expect(findTypeAheadMatch(titles, 'SA')).toBe(2)
    expect(findTypeAheadMatch(titles, 'see')).toBe(3)
  })
  it('cycles through entries with the same initial when one letter is repeated', () => {
    expect(findTypeAheadMatch(titles, 'ss', 2)).toBe(3)
    expect(findTypeAheadMatch(titles, 'sss', 3)).toBe(2)
  })
  it('returns -1 for no match or an empty buffer', () => {
    expect(findTypeAheadMatch(titles, 'z')).toBe(-1)
    expect(findTypeAheadMatch(titles, ' ')).toBe(-1)
    expect(findTypeAheadMatch([], 'a')).toBe(-1)
  })
})

describe('type-ahead buffer', () => {
  it('accumulates keys and clears 1 second after the last one', () => {
    vi.useFakeTimers()
    const buffer = createTypeAheadBuffer(1000)
    expect(buffer.push('s')).toBe('s')
    vi.advanceTimersByTime(900)
    expect(buffer.push('e')).toBe('se')
    vi.advanceTimersByTime(999)
    expect(buffer.current).toBe('se')
    vi.advanceTimersByTime(1)
    expect(buffer.current).toBe('')
    expect(buffer.push('p')).toBe('p')
  })
})

/** Renders as on the page at `path`, whose route the page context carries as in a prerender. */
const onPage = (path: string, node: ReactNode) => (
  <VikeReactProviderPageContext pageContext={{ pageRoute: { path } } as unknown as PageContext}>
    {node}
  </VikeReactProviderPageContext>
)

describe('NavEntryLink', () => {
  it('renders a real link for an entry with a target, marked current on its own page', () => {
    const entry = { id: 'faq', title: 'FAQ', description: 'Answers', icon: 'CircleHelp', href: '/faq/' } as const
    const { unmount } = render(onPage('/contact-us/', <NavEntryLink entry={entry} />))
    const link = screen.getByRole('link', { name: /FAQ/ })
    expect(link.getAttribute('href')).toBe('/faq/')
    expect(link.getAttribute('aria-current')).toBeNull()
    unmount()
    render(onPage('/faq/', <NavEntryLink entry={entry} />))
    expect(screen.getByRole('link', { name: /FAQ/ }).getAttribute('aria-current')).toBe('page')
  })

  it('renders a button for an entry without a target, which the shell answers with the informational toast', () => {
    document.body.innerHTML = renderToStaticMarkup(
      onPage(
        '/faq/',
        <>
          <NavEntryLink
            entry={{ id: 'soon', title: 'Game finder', description: 'Coming later', icon: 'Sparkles', href: null }}
          />
          <ToastViewport />
        </>,
      ),
    )
    const stopShell = startShell(document)
    act(() => screen.getByRole('button', { name: /Game finder/ }).click())
    expect(screen.getByRole('status').textContent).toContain("This feature isn't implemented yet")
    // Its toast region would otherwise keep counting down the toasts of later test files in this worker.
    stopShell()
  })
})
