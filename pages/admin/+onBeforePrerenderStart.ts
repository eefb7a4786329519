import { developmentCredentialSettings } from '../../components/admin/auth/adminCredentials'
import { builtInAdminCredentials } from '../../components/admin/auth/builtInCredentials'
import { pathTo } from '../../data/routePaths'

// Malformed credentials never get here: vite.config.ts stops on them (scripts/settings.ts).
export default function onBeforePrerenderStart(): string[] {
  const development = developmentCredentialSettings(builtInAdminCredentials())
  if (development.length > 0) {
    console.warn(
      `Admin sign-in: ${development.join(' and ')} hold the documented development values, which are built in (docs/security.md, "The admin area and its limits").`,
    )
  }
  return [pathTo('admin'), pathTo('adminDashboard')]
}
