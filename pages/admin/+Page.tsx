import { usePageContext } from 'vike-react/usePageContext'
import { AdminShell } from '../../components/admin/AdminShell'
import { findRoute, routes } from '../../data/routes'

export default function Page() {
  const pageContext = usePageContext()
  const route = findRoute(pageContext.urlPathname) ?? { ...routes.admin, id: 'admin' as const }
  return <AdminShell heading={route.heading} intro={route.intro} />
}
