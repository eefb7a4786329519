import { lazy, Suspense, startTransition, useEffect, useState } from 'react'
import { BrowserRouter, Navigate, useLocation } from 'react-router-dom'
import { defineIsland } from '../islands/island'
import { CheckingSession } from './AdminMain'
import { type AdminRouteId, type AdminScreens, adminPaths, returnPath } from './adminRoutes'
import { ADMIN_SESSION_KEY, readSessionFlag, storeSessionFlag } from './auth/adminSession'
import { SignInScreen } from './SignInScreen'

// Only a signed-in visitor sees the dashboard, so its code loads after sign-in, not on a first visit.
const DashboardScreen = lazy(() => import('./DashboardScreen').then((module) => ({ default: module.DashboardScreen })))

/** A static screen until hydration, then a client-only react-router app: the session is never read on the server. */
export function AdminRoot({ screens, initialId }: { screens: AdminScreens; initialId: AdminRouteId }) {
  const [hydrated, setHydrated] = useState(false)
  // As a transition, React renders the app in slices, not in one blocking task.
  useEffect(() => startTransition(() => setHydrated(true)), [])
  if (hydrated) {
    // Links between the admin screens go through react-router, so switching screens keeps the session state.
    return (
      <BrowserRouter>
        <AdminRoutes screens={screens} />
      </BrowserRouter>
    )
  }
  return initialId === 'adminDashboard' ? <CheckingSession /> : <SignInScreen screens={screens} />
}

export const AdminRootIsland = /* @__PURE__ */ defineIsland('AdminRoot', AdminRoot)

// The host serves each screen at exactly one path, so two comparisons replace route matching and its code.
function AdminRoutes({ screens }: { screens: AdminScreens }) {
  const { pathname, search, hash, state } = useLocation()
  // Only rendered in the browser (after hydration), so storage is read on first render.
  const [signedIn, setSignedIn] = useState(readSessionFlag)
  // After a press on "Log out", as opposed to never having signed in, or another tab ending the session.
  const [signedOutByUser, setSignedOutByUser] = useState(false)
  useEffect(() => {
    // Another tab signing in or out (or clearing site data) applies here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === ADMIN_SESSION_KEY) setSignedIn(readSessionFlag())
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
  useEffect(() => {
    if (pathname) window.scrollTo({ top: 0 })
  }, [pathname])
  const setSession = (next: boolean) => {
    storeSessionFlag(next)
    setSignedIn(next)
    setSignedOutByUser(!next)
  }

  if (pathname === adminPaths.login) {
    // Signed in, the sign-in page has nothing to offer: go on to where the visitor was going.
    if (signedIn) return <Navigate to={returnPath(state)} replace />
    const redirected = typeof state === 'object' && state !== null && 'from' in state
    return <SignInScreen screens={screens} redirected={redirected} onSignIn={() => setSession(true)} />
  }
  if (pathname !== adminPaths.dashboard) return <Navigate to={adminPaths.login} replace />
  if (!signedIn) {
    // Back to the sign-in page, remembering where the visitor was going unless they logged out.
    const returnState = signedOutByUser ? undefined : { from: { pathname, search, hash } }
    return <Navigate to={adminPaths.login} replace state={returnState} />
  }
  return (
    <Suspense fallback={<CheckingSession />}>
      <DashboardScreen route={screens.adminDashboard} onSignOut={() => setSession(false)} />
    </Suspense>
  )
}
