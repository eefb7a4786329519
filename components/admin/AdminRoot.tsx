import { lazy, Suspense, startTransition, useEffect, useState } from 'react'
import { BrowserRouter, Navigate, useLocation } from 'react-router-dom'
import { defineIsland } from '../islands/island'
import { AdminSessionProvider, GuestOnly, RequireAdmin } from './AdminSession'
import { type AdminRouteId, type AdminScreens, adminPaths } from './adminRoutes'
import { CheckingSession } from './CheckingSession'
import { carriedSignIn } from './carriedSignIn'
import { LoginScreen } from './LoginScreen'
import { SignInView } from './SignInView'

// Only a signed-in visitor sees the dashboard, so its code loads after sign-in, not on a first visit.
const DashboardScreen = lazy(() => import('./DashboardScreen').then((module) => ({ default: module.DashboardScreen })))

/**
 * The admin area's island: a static screen until hydration, then a client-only react-router app, so the router and
 * the browser-only session never run on the server and hydration cannot mismatch. The static sign-in form works from
 * the first paint (carriedSignIn.ts); the dashboard's static screen only says it is checking the session.
 */
export function AdminRoot({ screens, initialId }: { screens: AdminScreens; initialId: AdminRouteId }) {
  const [hydrated, setHydrated] = useState(false)
  // As a transition, React renders the app in slices, not in one blocking task.
  useEffect(() => startTransition(() => setHydrated(true)), [])
  return hydrated ? <AdminApp screens={screens} /> : <PrerenderedScreen screens={screens} id={initialId} />
}

function PrerenderedScreen({ screens, id }: { screens: AdminScreens; id: AdminRouteId }) {
  if (id === 'adminDashboard') return <CheckingSession />
  const { heading, intro } = screens.admin
  return (
    <SignInView
      heading={heading}
      intro={intro}
      billingLoginUrl={screens.billingLoginUrl}
      formRef={carriedSignIn.attach}
      prerendered
      onSubmit={(event) => {
        event.preventDefault()
        carriedSignIn.requestSubmit()
      }}
    />
  )
}

export const AdminRootIsland = /* @__PURE__ */ defineIsland('AdminRoot', AdminRoot)

/** Links between the admin screens go through react-router, so switching screens keeps the session state. */
function AdminApp({ screens }: { screens: AdminScreens }) {
  return (
    <BrowserRouter>
      <AdminSessionProvider>
        <AdminRoutes screens={screens} />
      </AdminSessionProvider>
    </BrowserRouter>
  )
}

// The host serves each screen at exactly one path, so two comparisons replace route matching and its code.
function AdminRoutes({ screens }: { screens: AdminScreens }) {
  const { pathname } = useLocation()
  useEffect(() => {
    if (pathname) window.scrollTo({ top: 0 })
  }, [pathname])
  if (pathname === adminPaths.login)
    return (
      <GuestOnly>
        <LoginScreen screens={screens} />
      </GuestOnly>
    )
  if (pathname === adminPaths.dashboard)
    return (
      <RequireAdmin>
        <Suspense fallback={<CheckingSession />}>
          <DashboardScreen route={screens.adminDashboard} />
        </Suspense>
      </RequireAdmin>
    )
  return <Navigate to={adminPaths.login} replace />
}
