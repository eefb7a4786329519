import { afterEach, describe, expect, it, vi } from 'vitest'
import { adminPaths, returnPath } from '../../../../../components/admin/adminRoutes'
import { ADMIN_SESSION_KEY, readSessionFlag, storeSessionFlag } from '../../../../../components/admin/auth/adminSession'

/** A localStorage holding `initial` under the session key, if given. */
function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[ADMIN_SESSION_KEY, initial]])
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  })
  return { items }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('readSessionFlag / storeSessionFlag', () => {
  it('round-trips a session', () => {
    const storage = memoryStorage()
    expect(readSessionFlag()).toBe(false)
    storeSessionFlag(true)
    expect(storage.items.get(ADMIN_SESSION_KEY)).toBe('true')
    expect(readSessionFlag()).toBe(true)
    storeSessionFlag(false)
    expect(storage.items.has(ADMIN_SESSION_KEY)).toBe(false)
    expect(readSessionFlag()).toBe(false)
  })

  it.each(['false', 'garbage', 'TRUE', ' true', '"true"', '{not json', ''])(
    'treats a stored %j as signed out and removes it',
    (value) => {
      const storage = memoryStorage(value)
      expect(readSessionFlag()).toBe(false)
      expect(storage.items.has(ADMIN_SESSION_KEY)).toBe(false)
    },
  )

  it('treats storage that throws as signed out', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    vi.stubGlobal('localStorage', blocked)
    expect(readSessionFlag()).toBe(false)
    expect(() => storeSessionFlag(true)).not.toThrow()
    expect(() => storeSessionFlag(false)).not.toThrow()
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new Error('SecurityError')
      },
    })
    expect(readSessionFlag()).toBe(false)
    expect(() => storeSessionFlag(true)).not.toThrow()
    expect(() => storeSessionFlag(false)).not.toThrow()
  })
})

describe('returnPath (where sign-in leads)', () => {
  it('defaults to the dashboard', () => {
    expect(returnPath(null)).toBe(adminPaths.dashboard)
    expect(returnPath({})).toBe(adminPaths.dashboard)
    expect(returnPath({ from: 'nope' })).toBe(adminPaths.dashboard)
  })

  it('returns to the admin page the visitor asked for, with its query and hash', () => {
    expect(returnPath({ from: { pathname: '/admin/dashboard', search: '?tab=2', hash: '#tiles' } })).toBe(
      '/admin/dashboard?tab=2#tiles',
    )
    expect(returnPath({ from: { pathname: '/admin/dashboard/' } })).toBe('/admin/dashboard/')
  })

  it('never leads outside the admin area or back to the sign-in page', () => {
    for (const pathname of [
      '/',
      '/games',
      '//evil.example/admin/x',
      'https://evil.example/admin/',
      '/admin',
      '/admin/',
      '/administrator',
      '/admin/\\evil',
    ]) {
      expect(returnPath({ from: { pathname } }), pathname).toBe(adminPaths.dashboard)
    }
  })
})
