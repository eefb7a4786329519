import { useHydrated } from 'vike-react/useHydrated'
import { usePageContext } from 'vike-react/usePageContext'
import { AdminApp } from '../../components/admin/AdminApp'
import { AdminShell } from '../../components/admin/AdminShell'
import { findRoute, routes } from '../../data/routes'

/**
 * One Vike page for /admin and everything below it (+route.ts). The prerendered HTML, and the hydration pass,
 * show a static shell with the route's heading; right after hydration the client-only react-router app takes
 * over, so the router and the browser-only session never run on the server and hydration cannot mismatch.
 */
export default function Page() {
  const pageContext = usePageContext()
  const hydrated = useHydrated()
  if (hydrated) return <AdminApp />
  const route = findRoute(pageContext.urlPathname) ?? { ...routes.admin, id: 'admin' as const }
  return <AdminShell heading={route.heading} intro={route.intro} width={route.id === 'admin' ? 'narrow' : 'wide'} />
}
