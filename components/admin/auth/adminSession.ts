// The admin "session": one localStorage flag anyone can set, fine only because the admin area holds placeholders.
export const ADMIN_SESSION_KEY = 'tarang-admin-session'
const SIGNED_IN = 'true'

// Each function reads localStorage inside its try: even reading the property throws where storage is blocked.

/** Signed in only for the exact stored value; any other value is removed. Storage errors mean signed out. */
export function readSessionFlag(): boolean {
  try {
    const value = localStorage.getItem(ADMIN_SESSION_KEY)
    const signedIn = value === SIGNED_IN
    if (!signedIn && value !== null) localStorage.removeItem(ADMIN_SESSION_KEY)
    return signedIn
  } catch {
    return false
  }
}

/** Set on <html> by ADMIN_SESSION_SCRIPT while the page is parsed, when the stored flag says signed in. */
export const SIGNED_IN_ATTRIBUTE = 'data-admin-signed-in'

/** Runs before the first paint, so a signed-in visitor never sees the prerendered sign-in form (SignInScreen.tsx). */
export const ADMIN_SESSION_SCRIPT = `try{localStorage.getItem(${JSON.stringify(ADMIN_SESSION_KEY)})===${JSON.stringify(SIGNED_IN)}&&document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)},"")}catch(e){}`

export function storeSessionFlag(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(ADMIN_SESSION_KEY, SIGNED_IN)
    else localStorage.removeItem(ADMIN_SESSION_KEY)
  } catch {
    // Storage full or blocked: the session then lasts until the page is closed, the best on offer.
  }
}
