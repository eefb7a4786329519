import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { adminPaths, type ReturnState, returnPath } from './adminRoutes'
import { ADMIN_SESSION_KEY, clearSessionFlag, readSessionFlag, writeSessionFlag } from './auth/adminSession'

type AdminSession = {
  signedIn: boolean
  /** True after the visitor pressed "Log out" (as opposed to never having signed in, or another tab ending it). */
  signedOutByUser: boolean
  signIn: () => void
  signOut: () => void
}

const AdminSessionContext = createContext<AdminSession | null>(null)

/** Only mounted in the browser (the admin app renders after hydration), so storage is read on first render. */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const [signedIn, setSignedIn] = useState(() => readSessionFlag())
  const [signedOutByUser, setSignedOutByUser] = useState(false)
  useEffect(() => {
    // Another tab signing in or out (or clearing site data) applies here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === ADMIN_SESSION_KEY) setSignedIn(readSessionFlag())
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
  const signIn = () => {
    writeSessionFlag()
    setSignedIn(true)
    setSignedOutByUser(false)
  }
  const signOut = () => {
    clearSessionFlag()
    setSignedIn(false)
    setSignedOutByUser(true)
  }
  const value = { signedIn, signedOutByUser, signIn, signOut }
  return <AdminSessionContext.Provider value={value}>{children}</AdminSessionContext.Provider>
}

export function useAdminSession(): AdminSession {
  const session = useContext(AdminSessionContext)
  if (session === null) throw new Error('useAdminSession must be used within an AdminSessionProvider')
  return session
}

/** Signed out: back to the sign-in page, remembering where the visitor was going unless they logged out. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { signedIn, signedOutByUser } = useAdminSession()
  const location = useLocation()
  if (signedIn) return children
  if (signedOutByUser) return <Navigate to={adminPaths.login} replace />
  const state: ReturnState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } }
  return <Navigate to={adminPaths.login} replace state={state} />
}

/** Signed in: the sign-in page has nothing to offer, so go on to where the visitor was going. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { signedIn } = useAdminSession()
  const location = useLocation()
  if (!signedIn) return children
  return <Navigate to={returnPath(location.state)} replace />
}
