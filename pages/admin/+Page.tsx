import { useData } from 'vike-react/useData'
import { useHydrated } from 'vike-react/useHydrated'
import { usePageContext } from 'vike-react/usePageContext'
import { AdminApp } from '../../components/admin/AdminApp'
import { AdminShell } from '../../components/admin/AdminShell'
import type { AdminScreens } from '../../components/admin/adminRoutes'

/**
 * One Vike page for /admin and everything below it (+route.ts). The prerendered HTML, and the hydration pass,
 * show a static shell with the route's heading; right after hydration the client-only react-router app takes
 * over, so the router and the browser-only session never run on the server and hydration cannot mismatch.
 */
export default function Page() {
  const pageContext = usePageContext()
  const screens = useData<AdminScreens>()
  const hydrated = useHydrated()
  if (hydrated) return <AdminApp />
  // A deeper admin URL (say /admin/anything) shows the sign-in shell until the router decides.
  const route = pageContext.pageRoute ?? screens.admin
  return <AdminShell heading={route.heading} intro={route.intro} width={route.id === 'admin' ? 'narrow' : 'wide'} />
}
