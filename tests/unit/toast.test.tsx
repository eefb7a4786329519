// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider, useToast } from '../../components/toast/ToastProvider'
import { toastReducer, toastStore } from '../../components/toast/toastState'

function Trigger({ title, variant }: { title: string; variant?: 'default' | 'destructive' }) {
  const { toast } = useToast()
  return (
    <button type="button" onClick={() => toast({ title, description: `${title} details`, variant })}>
      show {title}
    </button>
  )
}

function renderWithToasts() {
  return render(
    <ToastProvider>
      <Trigger title="First" />
      <Trigger title="Second" />
      <Trigger title="Broken" variant="destructive" />
    </ToastProvider>,
  )
}

beforeEach(() => {
  toastStore.reset()
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe('toasts', () => {
  it('shows at most one toast: a new one replaces the old', () => {
    renderWithToasts()
    act(() => screen.getByText('show First').click())
    expect(screen.getByText('First')).toBeTruthy()
    act(() => screen.getByText('show Second').click())
    expect(screen.queryByText('First')).toBeNull()
    expect(screen.getByText('Second')).toBeTruthy()
    expect(screen.getByText('Second details')).toBeTruthy()
  })

  it('disappears after 5,000 ms, not before', () => {
    renderWithToasts()
    act(() => screen.getByText('show First').click())
    act(() => vi.advanceTimersByTime(4_999))
    expect(screen.queryByText('First')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('First')).toBeNull()
  })

  it('pauses its timer while hovered', () => {
    renderWithToasts()
    act(() => screen.getByText('show First').click())
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
    act(() => screen.getByText('show First').click())
    expect(screen.getByRole('status').textContent).toContain('First')
    act(() => screen.getByText('show Broken').click())
    expect(screen.getByRole('alert').textContent).toContain('Broken')
    expect(screen.getByRole('status').textContent).toBe('')
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click())
    expect(screen.getByRole('alert').textContent).toBe('')
  })

  it('never moves focus', () => {
    renderWithToasts()
    const trigger = screen.getByText('show First')
    trigger.focus()
    act(() => trigger.click())
    expect(document.activeElement).toBe(trigger)
  })

  it('reducer: dismissing a toast that was already replaced changes nothing', () => {
    const first = { id: 1, title: 'a', description: undefined, variant: 'default' as const, durationMs: 5000 }
    const second = { ...first, id: 2 }
    expect(toastReducer(second, { type: 'dismiss', id: 1 })).toBe(second)
    expect(toastReducer(first, { type: 'show', toast: second })).toBe(second)
  })
})
