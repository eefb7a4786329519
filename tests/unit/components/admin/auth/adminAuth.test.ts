import { pbkdf2Sync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  checkAdminCredentials,
  hashPassword,
  PASSWORD_HASH_ITERATIONS,
  parsePasswordHash,
  verifyPassword,
} from '../../../../../components/admin/auth/adminAuth'
import {
  adminCredentialProblems,
  DEFAULT_ADMIN_EMAIL,
  DEFAULT_ADMIN_PASSWORD_HASH,
  DEVELOPMENT_PASSWORD_HASHES,
  developmentCredentialSettings,
} from '../../../../../components/admin/auth/adminCredentials'

// The documented development password (docs/security.md, "The admin area and its limits"); only its hash is in the source.
const DEV_PASSWORD = 'tarang-admin-dev'
// The smallest count parsePasswordHash accepts keeps these tests quick.
const FAST = 100_000

describe('hashPassword / verifyPassword', () => {
  it('verifies the password it hashed and nothing else', async () => {
    const hash = await hashPassword('correct horse battery', { iterations: FAST })
    expect(hash).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/)
    expect(await verifyPassword('correct horse battery', hash)).toBe(true)
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false)
    expect(await verifyPassword('', hash)).toBe(false)
  })

  it('salts every hash afresh', async () => {
    const [first, second] = await Promise.all([
      hashPassword('same password', { iterations: FAST }),
      hashPassword('same password', { iterations: FAST }),
    ])
    expect(first).not.toBe(second)
  })

  it('uses OWASP’s current figure for PBKDF2-HMAC-SHA256, 600,000, and writes it into the hash', async () => {
    expect(PASSWORD_HASH_ITERATIONS).toBe(600_000)
    const hash = await hashPassword('x'.repeat(12))
    expect(hash.startsWith('pbkdf2-sha256$600000$')).toBe(true)
    expect(parsePasswordHash(hash)?.iterations).toBe(600_000)
  })

  it('still verifies a hash made at the earlier 310,000 iterations, at its own count', async () => {
    const old = 'pbkdf2-sha256$310000$pVJZVTiNlmokIlJNFSAXTw==$x/No+Wc3ZzFrczQMOI5FxH0yKIZDPvZhlAGzdTN/q9w='
    expect(parsePasswordHash(old)?.iterations).toBe(310_000)
    expect(await verifyPassword(DEV_PASSWORD, old)).toBe(true)
    expect(await verifyPassword('wrong password', old)).toBe(false)
  })

  it('agrees with Node’s own PBKDF2-HMAC-SHA256', async () => {
    const salt = new Uint8Array(16).map((_, index) => index * 7)
    const hash = await hashPassword('ünïcode pässword', { iterations: FAST, salt })
    const expected = pbkdf2Sync(Buffer.from('ünïcode pässword', 'utf8'), salt, FAST, 32, 'sha256')
    expect(parsePasswordHash(hash)?.key).toEqual(new Uint8Array(expected))
  })

  it('rejects malformed hashes instead of throwing', async () => {
    const good = await hashPassword('whatever123', { iterations: FAST })
    const [, iterations, salt, key] = good.split('$')
    for (const bad of [
      '',
      'not a hash',
      `pbkdf2-sha1$${iterations}$${salt}$${key}`,
      `pbkdf2-sha256$${iterations}$${salt}`,
      `pbkdf2-sha256$1000$${salt}$${key}`,
      `pbkdf2-sha256$99999999$${salt}$${key}`,
      `pbkdf2-sha256$0100000$${salt}$${key}`,
      `pbkdf2-sha256$${iterations}$$${key}`,
      `pbkdf2-sha256$${iterations}$${salt}$${key?.slice(4)}`,
      `pbkdf2-sha256$${iterations}$${salt}$***`,
      `${good}$extra`,
    ]) {
      expect(parsePasswordHash(bad), bad).toBeUndefined()
      expect(await verifyPassword('whatever123', bad), bad).toBe(false)
    }
  })

  it('parses what it formats: the iterations, salt and key it wrote', async () => {
    const salt = new Uint8Array(16).map((_, index) => 255 - index)
    const hash = await hashPassword('round trip', { iterations: FAST, salt })
    const parsed = parsePasswordHash(hash)
    expect(parsed?.iterations).toBe(FAST)
    expect(parsed?.salt).toEqual(salt)
    expect(parsed?.key).toHaveLength(32)
    expect(await verifyPassword('round trip', hash)).toBe(true)
  })

  it('refuses to hash with an out-of-range iteration count', async () => {
    await expect(hashPassword('pw', { iterations: 10 })).rejects.toThrow(RangeError)
  })
})

describe('development credentials', () => {
  it('the committed default hash is a hash of the documented development password, at 600,000 iterations', async () => {
    expect(DEFAULT_ADMIN_PASSWORD_HASH).not.toContain(DEV_PASSWORD)
    expect(parsePasswordHash(DEFAULT_ADMIN_PASSWORD_HASH)?.iterations).toBe(PASSWORD_HASH_ITERATIONS)
    expect(adminCredentialProblems({ email: DEFAULT_ADMIN_EMAIL, passwordHash: DEFAULT_ADMIN_PASSWORD_HASH })).toEqual(
      [],
    )
    expect(await verifyPassword(DEV_PASSWORD, DEFAULT_ADMIN_PASSWORD_HASH)).toBe(true)
  })

  it('knows the development settings, in any spelling of the email, and every documented development hash', async () => {
    expect(
      developmentCredentialSettings({ email: ' Admin@Example.com', passwordHash: DEFAULT_ADMIN_PASSWORD_HASH }),
    ).toEqual(['ADMIN_EMAIL', 'ADMIN_PASSWORD_HASH'])
    for (const hash of DEVELOPMENT_PASSWORD_HASHES) expect(await verifyPassword(DEV_PASSWORD, hash)).toBe(true)
    expect(
      developmentCredentialSettings({ email: 'owner@tarangcloud.in', passwordHash: 'pbkdf2-sha256$1$x$y' }),
    ).toEqual([])
  })

  it('names a malformed email or hash', () => {
    expect(adminCredentialProblems({ email: 'nobody', passwordHash: 'secret' })).toHaveLength(2)
  })
})

describe('checkAdminCredentials', () => {
  const credentials = { email: 'Owner@Example.com', passwordHash: DEFAULT_ADMIN_PASSWORD_HASH }

  it('accepts the right pair, with the email in any case and padded', async () => {
    expect(await checkAdminCredentials({ email: ' owner@example.COM ', password: DEV_PASSWORD }, credentials)).toBe(
      true,
    )
  })

  it('rejects a wrong email or a wrong password', async () => {
    expect(await checkAdminCredentials({ email: 'other@example.com', password: DEV_PASSWORD }, credentials)).toBe(false)
    expect(await checkAdminCredentials({ email: 'owner@example.com', password: `${DEV_PASSWORD} ` }, credentials)).toBe(
      false,
    )
  })
})
