// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NavEntryLink } from '../../../components/navigation/NavEntryLink'
import { enhanceDesktopNav, findTypeAheadMatch } from '../../../components/shell/desktopNav'
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

describe('desktop menu type-ahead', () => {
  it('accumulates keys and clears 1 second after the last one', () => {
    vi.useFakeTimers()
    const titles = ['Minecraft', 'Palworld', 'Satisfactory', 'Servers', 'See all games']
    document.body.innerHTML = `<nav><div data-nav-group><button aria-controls="p">Games</button><div class="panel">${titles
      .map((title) => `<a class="entry" href="#"><span data-entry-title>${title}</span></a>`)
      .join('')}</div></div></nav>`
    enhanceDesktopNav(document.querySelector('nav') as HTMLElement)
    screen.getByRole('button', { name: 'Games' }).click()
    const type = (key: string) =>
      document.querySelector('[data-nav-group]')?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
    const focused = () => document.activeElement?.textContent
    type('s')
    expect(focused()).toBe('Satisfactory')
    vi.advanceTimersByTime(900)
    type('e')
    expect(focused()).toBe('Servers')
    vi.advanceTimersByTime(999)
    type('e')
    expect(focused()).toBe('See all games')
    vi.advanceTimersByTime(1000)
    type('p')
    expect(focused()).toBe('Palworld')
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
