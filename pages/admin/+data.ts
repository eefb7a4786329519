import type { AdminScreens } from '../../components/admin/adminRoutes'
import { billingUrl } from '../../data/site'
import { pageRouteById } from '../../renderer/pageRoute'

// Server only: both admin screens' headings and titles, since react-router switches between them in the browser.
export default function data(): AdminScreens {
  return {
    admin: pageRouteById('admin'),
    adminDashboard: pageRouteById('adminDashboard'),
    billingLoginUrl: billingUrl('login'),
  }
}
