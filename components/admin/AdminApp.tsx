import { useEffect } from 'react'
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { AdminSessionProvider, GuestOnly, RequireAdmin } from './AdminSession'
import { adminPaths } from './adminRoutes'
import { DashboardScreen } from './DashboardScreen'
import { LoginScreen } from './LoginScreen'

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
                <DashboardScreen />
              </RequireAdmin>
            }
          />
          <Route path="*" element={<Navigate to={adminPaths.login} replace />} />
        </Routes>
      </AdminSessionProvider>
    </BrowserRouter>
  )
}

function ScrollToTopOnNavigation() {
  const { pathname } = useLocation()
  useEffect(() => {
    if (pathname) window.scrollTo({ top: 0 })
  }, [pathname])
  return null
}
