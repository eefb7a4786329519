// The admin sign-in check: salted PBKDF2-SHA-256 through Web Crypto, so the browser, Node and the tests share it.
// NOT real security: the hash ships in the page's JavaScript; it only keeps the plaintext password out of the build.
const PASSWORD_HASH_SCHEME = 'pbkdf2-sha256'
// OWASP's 2023 figure; a hash keeps its own count, so older 310,000-count hashes still verify.
export const PASSWORD_HASH_ITERATIONS = 600_000
const SALT_BYTES = 16
const KEY_BYTES = 32
// Bounds on parsed hashes: a typo must not turn one sign-in into a minutes-long freeze (or a trivial hash).
const MIN_ITERATIONS = 100_000
const MAX_ITERATIONS = 5_000_000
const MIN_SALT_BYTES = 8

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

function fromBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return undefined
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  } catch {
    return undefined
  }
}

/** Reads `pbkdf2-sha256$<iterations>$<salt base64>$<key base64>`; undefined for anything else. */
export function parsePasswordHash(encoded: string) {
  const parts = encoded.trim().split('$')
  if (parts.length !== 4) return undefined
  const [scheme, iterationsText = '', saltText = '', keyText = ''] = parts
  if (scheme !== PASSWORD_HASH_SCHEME || !/^[1-9][0-9]*$/.test(iterationsText)) return undefined
  const iterations = Number(iterationsText)
  if (iterations < MIN_ITERATIONS || iterations > MAX_ITERATIONS) return undefined
  const salt = fromBase64(saltText)
  const key = fromBase64(keyText)
  if (!salt || salt.length < MIN_SALT_BYTES || !key || key.length !== KEY_BYTES) return undefined
  return { iterations, salt, key }
}

async function deriveKey(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const subtle = globalThis.crypto?.subtle
  // Web Crypto only exists in secure contexts (https or localhost); elsewhere the check cannot run at all.
  if (!subtle) throw new Error('Web Crypto (crypto.subtle) is not available in this context')
  const material = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, KEY_BYTES * 8)
  return new Uint8Array(bits)
}

/** A new salted hash of `password` in the format above (a fresh random salt unless one is given). */
export async function hashPassword(
  password: string,
  options: { iterations?: number; salt?: Uint8Array<ArrayBuffer> } = {},
): Promise<string> {
  const iterations = options.iterations ?? PASSWORD_HASH_ITERATIONS
  if (!Number.isInteger(iterations) || iterations < MIN_ITERATIONS || iterations > MAX_ITERATIONS) {
    throw new RangeError(`iterations must be an integer from ${MIN_ITERATIONS} to ${MAX_ITERATIONS}`)
  }
  const salt = options.salt ?? globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const key = await deriveKey(password, salt, iterations)
  return [PASSWORD_HASH_SCHEME, String(iterations), toBase64(salt), toBase64(key)].join('$')
}

/** Compares every byte, so the time taken does not depend on where the first difference is. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= (a[index] ?? 0) ^ (b[index] ?? 0)
  return difference === 0
}

/** True when `password` hashes to `encoded`; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const expected = parsePasswordHash(encoded)
  if (!expected) return false
  return sameBytes(await deriveKey(password, expected.salt, expected.iterations), expected.key)
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export type AdminCredentials = { email: string; passwordHash: string }

// The password is hashed even when the email is wrong, so both failures take as long and say the same thing.
export async function checkAdminCredentials(
  input: { email: string; password: string },
  credentials: AdminCredentials,
): Promise<boolean> {
  const passwordMatches = await verifyPassword(input.password, credentials.passwordHash)
  const emailMatches = normaliseEmail(input.email) === normaliseEmail(credentials.email)
  return emailMatches && passwordMatches
}
