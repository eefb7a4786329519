import { checkAdminCredentials } from './adminAuth'
import { builtInAdminCredentials } from './builtInCredentials'

/** The sign-in check against this build's credentials; the sign-in form loads it when the form is first used. */
export function checkSignIn(input: { email: string; password: string }): Promise<boolean> {
  return checkAdminCredentials(input, builtInAdminCredentials())
}
