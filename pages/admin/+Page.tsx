import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { AdminFrame } from '../../components/admin/AdminFrame'
import { AdminRootIsland } from '../../components/admin/AdminRoot'
import type { AdminScreens } from '../../components/admin/adminRoutes'

/** One Vike page for /admin and everything below it (+route.ts): a static frame around the admin island. */
export default function Page() {
  const { pageRoute } = usePageContext()
  const screens = useData<AdminScreens>()
  // A deeper admin URL (say /admin/anything) shows the sign-in shell until the router decides.
  return (
    <AdminFrame>
      <AdminRootIsland screens={screens} initialId={pageRoute?.id === 'adminDashboard' ? 'adminDashboard' : 'admin'} />
    </AdminFrame>
  )
}
