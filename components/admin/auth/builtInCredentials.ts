import { type AdminCredentials, checkAdminCredentials } from './adminAuth'

/** This build's one pair of credentials, inlined by vite.config.ts here alone, so only the sign-in chunk carries it. */
export function builtInAdminCredentials(): AdminCredentials {
  if (typeof __ADMIN_CREDENTIALS__ === 'undefined') {
    throw new Error('No admin credentials are built in: the sign-in runs only in a Vite build (vite.config.ts).')
  }
  return __ADMIN_CREDENTIALS__
}

/** The sign-in check against this build's credentials; the sign-in form loads it when the form is first used. */
export function checkSignIn(input: { email: string; password: string }): Promise<boolean> {
  return checkAdminCredentials(input, builtInAdminCredentials())
}
