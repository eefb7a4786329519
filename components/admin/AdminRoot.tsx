import { lazy, Suspense, startTransition, useEffect, useState } from 'react'
import { BrowserRouter, Navigate, useLocation } from 'react-router-dom'
import { defineIsland } from '../islands/island'
import { AdminMain } from './AdminMain'
import { AdminSessionProvider, GuestOnly, RequireAdmin } from './AdminSession'
import { type AdminRouteId, type AdminScreens, AdminScreensContext, adminPaths, useAdminScreens } from './adminRoutes'
import { LoginScreen } from './LoginScreen'

// Only a signed-in visitor sees the dashboard, so its code loads after sign-in, not on a first visit.
const DashboardScreen = lazy(() => import('./DashboardScreen').then((module) => ({ default: module.DashboardScreen })))

/**
 * The admin area's island. The prerendered HTML and the hydration pass show the screen's heading in a static
 * shell; right after hydration a client-only react-router app takes over, so the router and the browser-only
 * session never run on the server and hydration cannot mismatch.
 */
export function AdminRoot({ screens, initialId }: { screens: AdminScreens; initialId: AdminRouteId }) {
  const [hydrated, setHydrated] = useState(false)
  // As a transition, React renders the app in slices; useHydrated's store update re-rendered it in one synchronous task.
  useEffect(() => startTransition(() => setHydrated(true)), [])
  const screen = screens[initialId]
  return (
    <AdminScreensContext value={screens}>
      {hydrated ? (
        <AdminApp />
      ) : (
        <AdminMain heading={screen.heading} intro={screen.intro} width={initialId === 'admin' ? 'narrow' : 'wide'} />
      )}
    </AdminScreensContext>
  )
}

export const AdminRootIsland = /* @__PURE__ */ defineIsland('AdminRoot', AdminRoot)

/** Links between the admin screens go through react-router, so switching screens keeps the session state. */
function AdminApp() {
  return (
    <BrowserRouter>
      <AdminSessionProvider>
        <AdminRoutes />
      </AdminSessionProvider>
    </BrowserRouter>
  )
}

/**
 * The screen for the current path; a new path starts at the top of the page. The host serves each screen at
 * exactly one path (trailing slash, no other spelling), so two comparisons replace route matching and its code.
 */
function AdminRoutes() {
  const { pathname } = useLocation()
  useEffect(() => {
    if (pathname) window.scrollTo({ top: 0 })
  }, [pathname])
  if (pathname === adminPaths.login)
    return (
      <GuestOnly>
        <LoginScreen />
      </GuestOnly>
    )
  if (pathname === adminPaths.dashboard)
    return (
      <RequireAdmin>
        <Suspense fallback={<DashboardLoading />}>
          <DashboardScreen />
        </Suspense>
      </RequireAdmin>
    )
  return <Navigate to={adminPaths.login} replace />
}

/** While the dashboard's code loads: its heading and intro, as the prerendered shell shows them. */
function DashboardLoading() {
  const { heading, intro } = useAdminScreens().adminDashboard
  return <AdminMain heading={heading} intro={intro} width="wide" />
}
