// The admin "session": one localStorage flag anyone can set, fine only because the admin area holds placeholders.
export const ADMIN_SESSION_KEY = 'tarang-admin-session'
const SIGNED_IN = 'true'

/** Only the exact stored value means signed in; missing, edited or corrupt values mean signed out. */
export function parseSessionFlag(value: unknown): boolean {
  return value === SIGNED_IN
}

type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Reads the flag, removing a value that is present but not the signed-in value. Storage errors mean signed out. */
export function readSessionFlag(storage: SessionStorage): boolean {
  try {
    const value = storage.getItem(ADMIN_SESSION_KEY)
    const signedIn = parseSessionFlag(value)
    if (!signedIn && value !== null) storage.removeItem(ADMIN_SESSION_KEY)
    return signedIn
  } catch {
    return false
  }
}

export function writeSessionFlag(storage: SessionStorage): void {
  try {
    storage.setItem(ADMIN_SESSION_KEY, SIGNED_IN)
  } catch {
    // Storage full or blocked: the session then lasts until the page is closed, which is the best on offer.
  }
}

export function clearSessionFlag(storage: SessionStorage): void {
  try {
    storage.removeItem(ADMIN_SESSION_KEY)
  } catch {
    // Blocked storage holds no flag to remove.
  }
}
