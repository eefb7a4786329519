import { type AdminCredentials, parsePasswordHash } from './adminAuth'
import { adminSetting } from './env'

/**
 * Development defaults, used when ADMIN_EMAIL / ADMIN_PASSWORD_HASH are not set at build time. The matching
 * development password is documented in README.md ("Admin area") and is deliberately only committed as this
 * hash: no shipped file may contain it (tests/e2e/admin.spec.ts scans the build for it).
 */
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'
export const DEFAULT_ADMIN_PASSWORD_HASH =
  'pbkdf2-sha256$310000$pVJZVTiNlmokIlJNFSAXTw==$x/No+Wc3ZzFrczQMOI5FxH0yKIZDPvZhlAGzdTN/q9w='

export type ConfiguredAdminCredentials = AdminCredentials & { usesDevelopmentDefaults: boolean }

/** The credentials this build checks against: the build-time settings, else the development defaults. */
export function adminCredentials(): ConfiguredAdminCredentials {
  const email = adminSetting('ADMIN_EMAIL')
  const passwordHash = adminSetting('ADMIN_PASSWORD_HASH')
  return {
    email: email ?? DEFAULT_ADMIN_EMAIL,
    passwordHash: passwordHash ?? DEFAULT_ADMIN_PASSWORD_HASH,
    usesDevelopmentDefaults: email === undefined || passwordHash === undefined,
  }
}

/** Problems with the configured credentials, worded for the person running the build; empty when usable. */
export function adminCredentialProblems(credentials: AdminCredentials): string[] {
  const problems: string[] = []
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(credentials.email)) {
    problems.push(`ADMIN_EMAIL '${credentials.email}' is not an email address.`)
  }
  if (!parsePasswordHash(credentials.passwordHash)) {
    problems.push(
      "ADMIN_PASSWORD_HASH is not a hash made by 'npm run admin:hash' (pbkdf2-sha256$<iterations>$<salt>$<key>). Quote it in single quotes so the shell keeps its $ signs.",
    )
  }
  return problems
}
