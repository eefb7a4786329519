/** Prints an admin password hash for ADMIN_PASSWORD_HASH; see docs/security.md for why it is not real security. */
import { createInterface } from 'node:readline/promises'
import { Writable } from 'node:stream'
import { text } from 'node:stream/consumers'
import * as adminAuth from '../components/admin/auth/adminAuth'
import { DEFAULT_ADMIN_EMAIL } from '../components/admin/auth/adminCredentials'
import { parseCli, runIfMain, wholeNumber } from './cli'

const USAGE = `Usage: npm run admin:hash [-- options]

Prints a salted PBKDF2-SHA-256 hash of the admin password and the environment lines to build with. The
password comes from piped standard input, else from a hidden prompt asked twice.

Options:
  --email <address>     email to print in the ADMIN_EMAIL line (default ${DEFAULT_ADMIN_EMAIL})
  --iterations <n>      PBKDF2 iterations (default ${adminAuth.PASSWORD_HASH_ITERATIONS})
  --hash-only           print only the hash, for scripts`

/** A mistake that ends the command with status 1 and this message. */
function fail(message: string): never {
  throw new Error(`admin:hash: ${message}`)
}

/** Reads one line from the terminal without echoing it: readline's echo goes to a stream that drops it. */
async function promptHidden(question: string): Promise<string> {
  process.stderr.write(question)
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() })
  const rl = createInterface({ input: process.stdin, output: silent, terminal: true })
  const answer = await rl.question('')
  rl.close()
  process.stderr.write('\n')
  return answer
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return (await text(process.stdin)).replace(/\r?\n$/, '')
  const first = await promptHidden('Admin password: ')
  const second = await promptHidden('Repeat it: ')
  if (first !== second) fail('the two entries differ')
  return first
}

async function main(argv: readonly string[]): Promise<number> {
  const options = {
    email: { type: 'string', default: DEFAULT_ADMIN_EMAIL },
    iterations: { type: 'string' },
    'hash-only': { type: 'boolean', default: false },
  } as const
  const values = parseCli(argv, options, USAGE)
  if (typeof values === 'number') return values
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) fail(`'${values.email}' is not an email address`)
  const iterations = wholeNumber('iterations', values.iterations, adminAuth.PASSWORD_HASH_ITERATIONS, 1, 10_000_000)
  const password = await readPassword()
  if (password.length < 8) fail('use a password of at least 8 characters')
  const hash = await adminAuth.hashPassword(password, { iterations })
  // The printed value must parse and verify exactly as the sign-in form will do it.
  if (!adminAuth.parsePasswordHash(hash) || !(await adminAuth.verifyPassword(password, hash)))
    fail('the new hash does not verify')
  console.log(hash)
  if (!values['hash-only']) {
    console.log(
      `\nBuild with (single quotes keep the $ signs literal):\n\nADMIN_EMAIL='${values.email}'\nADMIN_PASSWORD_HASH='${hash}'`,
    )
  }
  return 0
}

runIfMain(import.meta.url, main)
