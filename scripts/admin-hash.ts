/**
 * Prints the salted PBKDF2-SHA-256 hash of an admin password, for ADMIN_PASSWORD_HASH at build time.
 * See the "Admin area" section of README.md, and components/admin/auth/adminAuth.ts for why this is not real security.
 *
 *   npm run admin:hash                      prompts twice, input hidden
 *   printf %s "$PASSWORD" | npm run admin:hash --silent -- --hash-only
 *   npm run admin:hash -- 'the password'    (lands in shell history: avoid)
 */
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import {
  hashPassword,
  PASSWORD_HASH_ITERATIONS,
  parsePasswordHash,
  verifyPassword,
} from '../components/admin/auth/adminAuth'
import { DEFAULT_ADMIN_EMAIL } from '../components/admin/auth/adminCredentials'

const HELP = `Usage: npm run admin:hash [-- [options] [password]]

Prints a salted PBKDF2-SHA-256 hash of the admin password and the environment lines to build with:

  ADMIN_EMAIL='admin@your-domain' ADMIN_PASSWORD_HASH='pbkdf2-sha256$...' npm run build

The password is read from the argument, else from standard input when it is piped, else from a hidden prompt
(asked twice). An argument ends up in your shell history, so prefer the prompt or a pipe.

Options:
  --email <address>     email to print in the ADMIN_EMAIL line (default ${DEFAULT_ADMIN_EMAIL})
  --iterations <n>      PBKDF2 iterations (default ${PASSWORD_HASH_ITERATIONS})
  --hash-only           print only the hash, for scripts
  -h, --help            show this help

Reminder: the check runs in the visitor's browser against this hash. It keeps the plaintext password out of the
built files; it does not protect anything on a server.`

function fail(message: string): never {
  console.error(`admin:hash: ${message}`)
  process.exit(1)
}

async function readPipedInput(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '')
}

/** Reads one line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true })
    const output = rl as unknown as { _writeToOutput: (text: string) => void }
    let muted = false
    output._writeToOutput = (text: string) => {
      if (!muted) process.stderr.write(text)
    }
    rl.question(question, (answer) => {
      rl.close()
      process.stderr.write('\n')
      resolve(answer)
    })
    muted = true
  })
}

async function readPassword(positional: string | undefined): Promise<string> {
  if (positional !== undefined) return positional
  if (!process.stdin.isTTY) return readPipedInput()
  const first = await promptHidden('Admin password: ')
  const second = await promptHidden('Repeat it: ')
  if (first !== second) fail('the two entries differ')
  return first
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      iterations: { type: 'string' },
      'hash-only': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) {
    console.log(HELP)
    return
  }
  if (positionals.length > 1) fail('give at most one password argument (quote it if it has spaces)')
  const iterations = values.iterations === undefined ? PASSWORD_HASH_ITERATIONS : Number(values.iterations)
  const email = values.email ?? DEFAULT_ADMIN_EMAIL
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`'${email}' is not an email address`)

  const password = await readPassword(positionals[0])
  if (password.length < 8) fail('use a password of at least 8 characters')

  let hash: string
  try {
    hash = await hashPassword(password, { iterations })
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
  // Belt and braces: the printed value must parse and verify exactly as the login form will do it.
  if (!parsePasswordHash(hash) || !(await verifyPassword(password, hash))) fail('the new hash does not verify')

  if (values['hash-only']) {
    console.log(hash)
    return
  }
  console.log(hash)
  console.log('\nBuild with (single quotes keep the $ signs literal):\n')
  console.log(`ADMIN_EMAIL='${email}'`)
  console.log(`ADMIN_PASSWORD_HASH='${hash}'`)
}

await main()
