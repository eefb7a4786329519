// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PENDING_EVENTS_GLOBAL, type PendingEvent } from '../../../components/islands/pendingEvents'
import { CLIENT_LOADER_SCRIPT } from '../../../renderer/clientLoader'

/** Runs the loader as the head would, with `script` as its own element (document.currentScript). */
function runLoader(): void {
  const script = document.createElement('script')
  // Nothing to import: the test is about what the loader keeps, not about loading.
  script.dataset.modules = 'data:text/javascript,'
  document.head.append(script)
  new Function('script', CLIENT_LOADER_SCRIPT.replace('(document.currentScript)', '(script)'))(script)
}

const kept = () => (window as unknown as Record<string, PendingEvent[]>)[PENDING_EVENTS_GLOBAL] ?? []

beforeEach(() => {
  // Another test file in this worker may have started the shell on this document.
  document.documentElement.removeAttribute('data-shell-ready')
  vi.spyOn(console, 'error').mockImplementation(() => {})
  document.body.innerHTML = `
    <div data-island="Tabs"><button type="button" role="tab" id="tab">Budget</button><a href="/faq/" id="link">FAQ</a></div>
    <div data-island="Ready" data-island-ready><button type="button" id="ready">Ready</button></div>
    <div data-island="Form"><form id="form"><input name="q" /><button id="submit">Go</button></form></div>
    <button type="button" data-theme-toggle id="toggle">Theme</button>`
  runLoader()
})

afterEach(() => {
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('data-shell-ready')
})

const byId = (id: string) => document.getElementById(id) as HTMLElement

describe('the head loader keeps presses that no code listens for yet', () => {
  it('keeps a click on a button in an island whose code has not arrived, and on a shell button', () => {
    byId('tab').click()
    byId('toggle').click()
    expect(kept().map(({ type, target }) => [type, target.id])).toEqual([
      ['click', 'tab'],
      ['click', 'toggle'],
    ])
  })

  it('leaves alone what already works: links, islands that listen, the shell once it runs', () => {
    byId('link').addEventListener('click', (event) => event.preventDefault())
    byId('link').click()
    byId('ready').click()
    document.documentElement.setAttribute('data-shell-ready', '')
    byId('toggle').click()
    expect(kept()).toEqual([])
  })

  it('holds a form submission back and keeps it', () => {
    const submitted = new Event('submit', { bubbles: true, cancelable: true })
    byId('form').dispatchEvent(submitted)
    expect(submitted.defaultPrevented).toBe(true)
    expect(kept().map(({ type, target }) => [type, target.id])).toEqual([['submit', 'form']])
  })

  it('keeps the keys a tab list handles, and no other key', () => {
    for (const key of ['a', 'Enter', 'ArrowRight']) {
      byId('tab').dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
    }
    expect(kept().map((event) => [event.type, event.type === 'keydown' ? event.key : ''])).toEqual([
      ['keydown', 'ArrowRight'],
    ])
  })
})
