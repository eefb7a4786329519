// The admin settings at build time; the browser gets only the one resolved pair (builtInCredentials.ts).
// With extensions: Vite's config loader (vite.config.ts, through scripts/settings.ts) wants them.
import { type AdminCredentials, normaliseEmail, parsePasswordHash } from './adminAuth.ts'

// Used when ADMIN_EMAIL / ADMIN_PASSWORD_HASH are not set at build time. The development password (docs/security.md)
// is only committed as this hash: no shipped file may contain it (tests/e2e/admin.spec.ts scans the build).
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'
export const DEFAULT_ADMIN_PASSWORD_HASH =
  'pbkdf2-sha256$600000$gA3DiamRiipMX9J0vyqfmw==$5uSB+Rbhqsx87oPaZppBfIqFGefl4bQuk6JP8snpbbY='

/** Every hash of the development password this repository has documented (the current one, then older ones). */
export const DEVELOPMENT_PASSWORD_HASHES: readonly string[] = [
  DEFAULT_ADMIN_PASSWORD_HASH,
  'pbkdf2-sha256$310000$pVJZVTiNlmokIlJNFSAXTw==$x/No+Wc3ZzFrczQMOI5FxH0yKIZDPvZhlAGzdTN/q9w=',
]

/** Which of the settings still hold the documented development values: 'ADMIN_EMAIL', 'ADMIN_PASSWORD_HASH'. */
export function developmentCredentialSettings(credentials: AdminCredentials): string[] {
  const settings: string[] = []
  if (normaliseEmail(credentials.email) === DEFAULT_ADMIN_EMAIL) settings.push('ADMIN_EMAIL')
  if (DEVELOPMENT_PASSWORD_HASHES.includes(credentials.passwordHash.trim())) settings.push('ADMIN_PASSWORD_HASH')
  return settings
}

/** The credentials a build signs in with: ADMIN_EMAIL and ADMIN_PASSWORD_HASH where set, else the development ones. */
export function resolveAdminCredentials(settings: {
  adminEmail: string | undefined
  adminPasswordHash: string | undefined
}): AdminCredentials {
  return {
    email: settings.adminEmail ?? DEFAULT_ADMIN_EMAIL,
    passwordHash: settings.adminPasswordHash ?? DEFAULT_ADMIN_PASSWORD_HASH,
  }
}

/** Problems with the configured credentials, worded for the person running the build; empty when usable. */
export function adminCredentialProblems(credentials: AdminCredentials): string[] {
  const problems: string[] = []
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(credentials.email)) {
    problems.push(
      `ADMIN_EMAIL "${credentials.email}" is not an email address: expected one such as owner@your-domain.in.`,
    )
  }
  if (!parsePasswordHash(credentials.passwordHash)) {
    problems.push(
      `ADMIN_PASSWORD_HASH "${credentials.passwordHash}" is not a hash made by npm run admin:hash: expected pbkdf2-sha256$<iterations>$<salt>$<key>, written in single quotes so the shell keeps its $ signs.`,
    )
  }
  return problems
}
