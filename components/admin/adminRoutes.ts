import { pathTo } from '../../data/routePaths'
import type { PageRoute } from '../../data/routes'

export type AdminRouteId = 'admin' | 'adminDashboard'

/** From pages/admin/+data.ts: both screens' registry entries and the billing site's sign-in address. */
export type AdminScreens = Record<AdminRouteId, PageRoute> & { billingLoginUrl: string }

/** The two screens of the admin app, as react-router paths (from the registry, like every internal URL). */
export const adminPaths = { login: pathTo('admin'), dashboard: pathTo('adminDashboard') } as const

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Where to go after signing in (`state.from`); history state can be edited, so only admin paths but sign-in count. */
export function returnPath(state: unknown): string {
  const from = isRecord(state) && isRecord(state.from) ? state.from : undefined
  const pathname = typeof from?.pathname === 'string' ? from.pathname : ''
  // adminPaths.login ends in a slash, so this matches only addresses inside the admin folder.
  const insideAdmin = pathname.startsWith(adminPaths.login) && !pathname.startsWith('//')
  const isSignIn = `${pathname.replace(/\/+$/, '')}/` === adminPaths.login
  if (!insideAdmin || isSignIn || /[\\\s]/.test(pathname)) return adminPaths.dashboard
  const search = typeof from?.search === 'string' && from.search.startsWith('?') ? from.search : ''
  const hash = typeof from?.hash === 'string' && from.hash.startsWith('#') ? from.hash : ''
  return `${pathname}${search}${hash}`
}
