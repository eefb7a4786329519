import { lazy, Suspense, useEffect } from 'react'
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { AdminSessionProvider, GuestOnly, RequireAdmin } from './AdminSession'
import { AdminShell } from './AdminShell'
import { adminPaths, useAdminScreen } from './adminRoutes'
import { LoginScreen } from './LoginScreen'

// Only a signed-in visitor sees the dashboard, so its code loads after sign-in, not on a first visit.
const DashboardScreen = lazy(() => import('./DashboardScreen').then((module) => ({ default: module.DashboardScreen })))

/**
 * The admin area as a small react-router app inside one Vike page (pages/admin). It only ever renders in the
 * browser, after hydration (AdminRoot). Links between its screens go through react-router, so switching screens
 * keeps the session state without a page load.
 */
export function AdminApp() {
  return (
    <BrowserRouter>
      <AdminSessionProvider>
        <ScrollToTopOnNavigation />
        <Routes>
          <Route
            path={adminPaths.login}
            element={
              <GuestOnly>
                <LoginScreen />
              </GuestOnly>
            }
          />
          <Route
            path={adminPaths.dashboard}
            element={
              <RequireAdmin>
                <Suspense fallback={<DashboardLoading />}>
                  <DashboardScreen />
                </Suspense>
              </RequireAdmin>
            }
          />
          <Route path="*" element={<Navigate to={adminPaths.login} replace />} />
        </Routes>
      </AdminSessionProvider>
    </BrowserRouter>
  )
}

/** While the dashboard's code loads: its heading and intro, as the prerendered shell shows them. */
function DashboardLoading() {
  const { heading, intro } = useAdminScreen('adminDashboard')
  return <AdminShell heading={heading} intro={intro} width="wide" />
}

function ScrollToTopOnNavigation() {
  const { pathname } = useLocation()
  useEffect(() => {
    if (pathname) window.scrollTo({ top: 0 })
  }, [pathname])
  return null
}
