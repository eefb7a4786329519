// With extensions: vite.config.ts loads this module (through scripts/settings.ts), and Vite's config loader wants them.
import { settingValue } from '../../../lib/env.ts'
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

/**
 * The sign-in settings, in an inlined constant of their own read only here, so only the sign-in code's chunk
 * carries them: read from lib/env.ts, they would share a chunk with the settings every page loads.
 */
function adminSetting(name: keyof NonNullable<typeof __ADMIN_SETTINGS__>): string | undefined {
  return settingValue(typeof __ADMIN_SETTINGS__ === 'undefined' ? undefined : __ADMIN_SETTINGS__[name], name)
}

/** The credentials this build checks against: the build-time settings, else the development defaults. */
export function adminCredentials(): AdminCredentials & { usesDevelopmentDefaults: boolean } {
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
