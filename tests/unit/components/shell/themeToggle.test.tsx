// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  enhanceThemeToggles,
  parseStoredTheme,
  THEME_STORAGE_KEY,
  themeToggleTarget,
} from '../../../../components/shell/themeToggle'
import { StaticThemeToggle } from '../../../../components/ui/ThemeToggle'
import { themeScript } from '../../../../renderer/theme/themeScript'

beforeEach(() => {
  window.localStorage.clear()
  document.documentElement.className = ''
})

describe('parseStoredTheme', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'dark'],
    ['', 'dark'],
    ['"dark"', 'dark'],
    ['purple', 'dark'],
    [42, 'dark'],
  ])('%j -> %s', (stored, theme) => {
    expect(parseStoredTheme(stored)).toBe(theme)
  })
})

describe('themeToggleTarget', () => {
  it('names the opposite of the theme that shows, which under system is the OS preference', () => {
    expect(themeToggleTarget('dark', false)).toBe('light')
    expect(themeToggleTarget('light', true)).toBe('dark')
    expect(themeToggleTarget('system', false)).toBe('dark')
    expect(themeToggleTarget('system', true)).toBe('light')
  })
})

describe('the inline theme script', () => {
  it('applies a stored theme and falls back to the default for a corrupt value', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light')
    new Function(themeScript)()
    expect(document.documentElement.className).toBe('light js')
    window.localStorage.setItem(THEME_STORAGE_KEY, '{corrupt')
    new Function(themeScript)()
    expect(document.documentElement.className).toBe('js dark')
  })
})

function renderToggles(...classNames: string[]) {
  render(classNames.map((className) => <StaticThemeToggle key={className} className={className} />))
  enhanceThemeToggles(document)
}

describe('the theme toggle', () => {
  it('toggles between light and dark, persists the choice and sets the class on <html>', () => {
    renderToggles('only')
    const toggle = screen.getByRole('button', { name: 'Switch to light theme' })
    act(() => toggle.click())
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')
    expect(document.documentElement.classList.contains('light')).toBe(true)
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeTruthy()
    act(() => screen.getByRole('button', { name: 'Switch to dark theme' }).click())
    expect(document.documentElement.className).toBe('dark')
  })

  it('keeps two toggles in step', () => {
    renderToggles('first', 'second')
    act(() => screen.getAllByRole('button', { name: 'Switch to light theme' })[0]?.click())
    expect(screen.getAllByRole('button', { name: 'Switch to dark theme' })).toHaveLength(2)
  })
})
