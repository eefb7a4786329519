import { useHydrated } from 'vike-react/useHydrated'
import { defineIsland } from '../islands/island'
import { AdminApp } from './AdminApp'
import { AdminShell } from './AdminShell'
import { type AdminRouteId, type AdminScreens, AdminScreensContext } from './adminRoutes'

/**
 * The admin area's island. The prerendered HTML, and the hydration pass, show a static shell with the screen's
 * heading; right after hydration the client-only react-router app takes over, so the router and the
 * browser-only session never run on the server and hydration cannot mismatch.
 */
export function AdminRoot({ screens, initialId }: { screens: AdminScreens; initialId: AdminRouteId }) {
  const hydrated = useHydrated()
  const screen = screens[initialId]
  return (
    <AdminScreensContext value={screens}>
      {hydrated ? (
        <AdminApp />
      ) : (
        <AdminShell heading={screen.heading} intro={screen.intro} width={initialId === 'admin' ? 'narrow' : 'wide'} />
      )}
    </AdminScreensContext>
  )
}

export const AdminRootIsland = /* @__PURE__ */ defineIsland('AdminRoot', AdminRoot)
