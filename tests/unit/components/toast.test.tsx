// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startToastRegion } from '../../../components/shell/toastRegion'
import { ToastViewport } from '../../../components/toast/ToastViewport'
import { toastStore } from '../../../components/toast/toastState'

/** The prerendered viewport, given its behaviour by the shell script, plus a button that shows toasts. */
let stopRegion = () => {}
function renderWithToasts() {
  document.body.innerHTML = `<button type="button">trigger</button>${renderToStaticMarkup(<ToastViewport />)}`
  stopRegion = startToastRegion(document)
}
const show = (title: string, variant?: 'default' | 'destructive') =>
  act(() => toastStore.show({ title, description: `${title} details`, variant }))

beforeEach(() => {
  const left = toastStore.getSnapshot()
  if (left) toastStore.dismiss(left.id)
  vi.useFakeTimers()
})
afterEach(() => {
  stopRegion()
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('toasts', () => {
  it('shows at most one toast: a new one replaces the old', () => {
    renderWithToasts()
    show('First')
    expect(screen.getByText('First')).toBeTruthy()
    show('Second')
    expect(screen.queryByText('First')).toBeNull()
    expect(screen.getByText('Second')).toBeTruthy()
    expect(screen.getByText('Second details')).toBeTruthy()
  })

  it('leaves out the description when there is none', () => {
    renderWithToasts()
    act(() => toastStore.show({ title: 'Only a title' }))
    expect(document.querySelector('[role="status"] .description')).toBeNull()
  })

  it('disappears after 5,000 ms, not before', () => {
    renderWithToasts()
    show('First')
    act(() => vi.advanceTimersByTime(4_999))
    expect(screen.queryByText('First')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('First')).toBeNull()
  })

  it('pauses its timer while hovered', () => {
    renderWithToasts()
    show('First')
    act(() => vi.advanceTimersByTime(3_000))
    const card = screen.getByText('First').closest('.toast') as HTMLElement
    act(() => fireEvent.mouseEnter(card))
    act(() => vi.advanceTimersByTime(10_000))
    expect(screen.queryByText('First')).not.toBeNull()
    act(() => fireEvent.mouseLeave(card))
    act(() => vi.advanceTimersByTime(1_999))
    expect(screen.queryByText('First')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('First')).toBeNull()
  })

  it('puts default toasts in a status region and destructive ones in an alert region, and can be dismissed', () => {
    renderWithToasts()
    show('First')
    expect(screen.getByRole('status').textContent).toContain('First')
    show('Broken', 'destructive')
    expect(screen.getByRole('alert').textContent).toContain('Broken')
    expect(screen.getByRole('status').textContent).toBe('')
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click())
    expect(screen.getByRole('alert').textContent).toBe('')
  })

  it('never moves focus', () => {
    renderWithToasts()
    const trigger = screen.getByText('trigger')
    trigger.focus()
    show('First')
    expect(document.activeElement).toBe(trigger)
  })

  it('store: dismissing a toast that was already replaced changes nothing', () => {
    toastStore.show({ title: 'a' })
    const first = toastStore.getSnapshot()
    toastStore.show({ title: 'b' })
    const second = toastStore.getSnapshot()
    expect(second).not.toBe(first)
    toastStore.dismiss(first?.id ?? 0)
    expect(toastStore.getSnapshot()).toBe(second)
    toastStore.dismiss(second?.id ?? 0)
    expect(toastStore.getSnapshot()).toBeNull()
  })
})
