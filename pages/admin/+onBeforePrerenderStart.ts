import { adminCredentialProblems, adminCredentials } from '../../components/admin/auth/adminCredentials'
import { pathTo } from '../../data/routePaths'

export default function onBeforePrerenderStart(): string[] {
  // A malformed ADMIN_EMAIL or ADMIN_PASSWORD_HASH would ship a sign-in nobody can pass: fail the build instead.
  const credentials = adminCredentials()
  const problems = adminCredentialProblems(credentials)
  if (problems.length > 0) throw new Error(`Admin sign-in settings:\n  ${problems.join('\n  ')}`)
  if (credentials.usesDevelopmentDefaults) {
    console.warn(
      'Admin sign-in: ADMIN_EMAIL or ADMIN_PASSWORD_HASH is not set, so the documented development credentials are built in (docs/security.md, "The admin area and its limits").',
    )
  }
  return [pathTo('admin'), pathTo('adminDashboard')]
}
