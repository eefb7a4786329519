import { adminCredentialProblems, developmentCredentialSettings } from '../../components/admin/auth/adminCredentials'
import { builtInAdminCredentials } from '../../components/admin/auth/builtInCredentials'
import { pathTo } from '../../data/routePaths'

export default function onBeforePrerenderStart(): string[] {
  // A malformed ADMIN_EMAIL or ADMIN_PASSWORD_HASH would ship a sign-in nobody can pass: fail the build instead.
  const credentials = builtInAdminCredentials()
  const problems = adminCredentialProblems(credentials)
  if (problems.length > 0) throw new Error(`Admin sign-in settings:\n  ${problems.join('\n  ')}`)
  const development = developmentCredentialSettings(credentials)
  if (development.length > 0) {
    console.warn(
      `Admin sign-in: ${development.join(' and ')} hold the documented development values, which are built in (docs/security.md, "The admin area and its limits").`,
    )
  }
  return [pathTo('admin'), pathTo('adminDashboard')]
}
