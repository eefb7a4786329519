// @vitest-environment happy-dom
import { act, fireEvent } from '@testing-library/react'
import { useId, useState } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hydrateIslands } from '../../../../components/islands/hydrateIslands'
import { defineIsland, type Slots, setIslandRootRenderer } from '../../../../components/islands/island'
import { PENDING_EVENTS_GLOBAL, type PendingEvent } from '../../../../components/islands/pendingEvents'

setIslandRootRenderer((node, options) => renderToString(node, options))

function Counter({ start, label, slots }: { start: number; label: string; slots?: Slots }) {
  const [count, setCount] = useState(start)
  const id = useId()
  return (
    <div>
      <button type="button" id={id} onClick={() => setCount(count + 1)}>
        {label} {count}
      </button>
      {slots?.details}
    </div>
  )
}
const CounterIsland = defineIsland('Counter', Counter)

function StaticDetails() {
  return (
    <p className="details">
      Prerendered <strong>details</strong>
    </p>
  )
}

/** The page as the server renders it: static text around two islands. */
function prerender() {
  return renderToString(
    <main>
      <h1>Static heading</h1>
      <CounterIsland start={2} label="Clicks" slots={{ details: <StaticDetails /> }} />
      <CounterIsland start={5} label="Other" />
    </main>,
  )
}

/**
 * The browser's scheduling, under the test's control: which island elements are in view (IntersectionObserver)
 * and when the browser is idle (requestIdleCallback).
 */
const observed: { target: Element; notify: () => void }[] = []
const idleQueue: (() => void)[] = []
class FakeIntersectionObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {}
  observe(target: Element) {
    observed.push({ target, notify: () => this.callback([{ isIntersecting: true, target }]) })
  }
  disconnect() {}
}
const scrollIntoView = (island: Element) => {
  for (const entry of observed.filter(({ target }) => island.contains(target))) entry.notify()
}
const runIdle = () => {
  for (const callback of idleQueue.splice(0)) callback()
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleQueue.push(callback))
})

afterEach(() => {
  document.body.innerHTML = ''
  observed.length = 0
  idleQueue.length = 0
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const islandElements = () => [...document.querySelectorAll<HTMLElement>('[data-island]')]
const hydratedFlags = () => islandElements().map((island) => island.hasAttribute('data-hydrated'))

describe('islands', () => {
  it('prerender each island with its props and a distinct id prefix', () => {
    document.body.innerHTML = prerender()
    const islands = [...document.querySelectorAll<HTMLElement>('[data-island="Counter"]')]
    expect(islands.map((island) => JSON.parse(island.dataset.props ?? ''))).toEqual([
      { start: 2, label: 'Clicks' },
      { start: 5, label: 'Other' },
    ])
    const ids = islands.map((island) => island.querySelector('button')?.id)
    expect(new Set(ids).size).toBe(2)
    expect(document.querySelector('[data-island-slot="details"] .details')?.textContent).toBe('Prerendered details')
  })

  it('hydrate an island in view when the browser is idle, one below the fold once it scrolls into view', async () => {
    document.body.innerHTML = prerender()
    const slotHtml = document.querySelector('[data-island-slot="details"]')?.innerHTML
    const errors = vi.spyOn(console, 'error')
    await act(async () => hydrateIslands([CounterIsland]))
    expect(hydratedFlags()).toEqual([false, false])
    await act(async () => scrollIntoView(islandElements()[0] as HTMLElement))
    expect(hydratedFlags()).toEqual([false, false])
    await act(async () => runIdle())
    expect(hydratedFlags()).toEqual([true, false])
    await act(async () => scrollIntoView(islandElements()[1] as HTMLElement))
    await act(async () => runIdle())
    expect(hydratedFlags()).toEqual([true, true])
    expect(errors).not.toHaveBeenCalled()
    const button = document.querySelector('[data-island] button') as HTMLButtonElement
    await act(async () => fireEvent.click(button))
    expect(button.textContent).toBe('Clicks 3')
    expect(document.querySelectorAll('[data-island] button')[1]?.textContent).toBe('Other 5')
    expect(document.querySelector('[data-island-slot="details"]')?.innerHTML).toBe(slotHtml)
    expect(document.querySelector('h1')?.textContent).toBe('Static heading')
  })

  it('hydrate at once on the first interaction, and the click that started it still counts', async () => {
    document.body.innerHTML = prerender()
    await act(async () => hydrateIslands([CounterIsland]))
    const button = document.querySelectorAll<HTMLButtonElement>('[data-island] button')[1] as HTMLButtonElement
    await act(async () => {
      fireEvent.pointerDown(button)
      fireEvent.click(button)
    })
    expect(hydratedFlags()).toEqual([false, true])
    expect(button.textContent).toBe('Other 6')
  })

  it('hydrate at once an island pressed before its code arrived, and replay each press once', async () => {
    document.body.innerHTML = prerender()
    const button = document.querySelectorAll<HTMLButtonElement>('[data-island] button')[1] as HTMLButtonElement
    // What the head's loader (renderer/clientLoader.ts) keeps for two presses made before this code ran.
    const pending: PendingEvent[] = [
      { type: 'click', target: button },
      { type: 'click', target: button },
    ]
    vi.stubGlobal(PENDING_EVENTS_GLOBAL, pending)
    await act(async () => hydrateIslands([CounterIsland]))
    // Each press is replayed in a task of its own, once React has committed.
    for (let task = 0; task < 4; task++) await act(() => new Promise((resolve) => setTimeout(resolve, 5)))
    expect(hydratedFlags()).toEqual([false, true])
    expect(button.textContent).toBe('Other 7')
    expect(pending).toEqual([])
    expect(islandElements().every((island) => island.hasAttribute('data-island-ready'))).toBe(true)
  })

  it('report an island that the page did not register, and corrupt props, leaving them static', async () => {
    document.body.innerHTML = prerender()
    document.querySelectorAll<HTMLElement>('[data-island]')[1]?.setAttribute('data-props', '{not json')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await act(async () => hydrateIslands([]))
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      'Island "Counter" is on this page but not registered in its client.ts.',
      'Island "Counter" is on this page but not registered in its client.ts.',
    ])
    errors.mockClear()
    document.body.innerHTML = prerender()
    document.querySelectorAll<HTMLElement>('[data-island]')[1]?.setAttribute('data-props', '{not json')
    await act(async () => hydrateIslands([CounterIsland]))
    for (const island of islandElements()) scrollIntoView(island)
    await act(async () => runIdle())
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      'Island "Counter": its data-props are not a JSON object; left as static HTML.',
    ])
    expect(hydratedFlags()).toEqual([true, false])
    expect(document.querySelectorAll('[data-island] button')[1]?.textContent).toBe('Other 5')
  })
})
