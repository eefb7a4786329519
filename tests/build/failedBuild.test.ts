/**
 * `npm run build` on a copy of the project: a good build into an absolute OUT_DIR outside it (with spaces in both
 * paths), then one failure of each kind of step, after each of which the good build must still be there byte for byte.
 * The copy's node_modules is a link to the project's.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_ADMIN_EMAIL, DEVELOPMENT_PASSWORD_HASHES } from '../../components/admin/auth/adminCredentials'
import { PROJECT_ROOT } from '../../scripts/settings'

// A whole build per test, on a machine that may be busy with other work: no test here is about speed.
const BUILD_TIMEOUT = 600_000

/** Every setting of docs/deploying.md and docs/security.md, left out of the inherited environment. */
const SETTINGS = [
  'SITE_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD_HASH',
  'TRACKING_TAG_URL',
  'TRACKING_BEACON_ORIGINS',
  'REVIEWS_WIDGET_URL',
  'SOURCE_DATE_EPOCH',
  'OUT_DIR',
  'SOURCEMAP',
  'IMAGE_CACHE_DIR',
]
const SKIPPED = new Set([
  'node_modules',
  '.site-build',
  '.git',
  '.wrangler',
  'reports',
  'test-results',
  'playwright-report',
])

const project = mkdtempSync(join(tmpdir(), 'build test '))
const outDir = join(mkdtempSync(join(tmpdir(), 'site out ')), 'my site')
const site = join(outDir, 'client')

function build(env: Record<string, string> = {}): Promise<{ status: number; output: string }> {
  // Vitest's own NODE_ENV=test would make Vite build for development (no CSP <meta>, for one).
  const inherited = Object.entries(process.env).filter(
    ([name]) => !SETTINGS.includes(name) && name !== 'NODE_ENV' && !name.startsWith('VITEST'),
  )
  const base = Object.fromEntries(inherited)
  return new Promise((resolveBuild) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: project,
      // The project's own image cache: the copy's would start empty and render every image again.
      env: { ...base, OUT_DIR: outDir, IMAGE_CACHE_DIR: join(PROJECT_ROOT, 'node_modules/.cache/site-images'), ...env },
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) => resolveBuild({ status: code ?? 1, output }))
  })
}

/** Each file under `dir` (hidden ones included) with the SHA-256 of its bytes. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    files[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex')
  }
  return files
}

/** Changes a file of the project copy for one build; the returned function puts it back. */
function edit(file: string, change: (text: string) => string): () => void {
  const path = join(project, file)
  const before = readFileSync(path, 'utf8')
  const after = change(before)
  expect(after, `${file} unchanged by the edit`).not.toBe(before)
  writeFileSync(path, after)
  return () => writeFileSync(path, before)
}

/** An admin of the site's own: an address and a well-formed hash (of no password anyone knows). */
const OWN_ADMIN = {
  ADMIN_EMAIL: 'owner@tarangcloud.in',
  ADMIN_PASSWORD_HASH: `pbkdf2-sha256$600000$${Buffer.alloc(16, 7).toString('base64')}$${Buffer.alloc(32, 9).toString('base64')}`,
}

const FAQ_PAGE = 'pages/faq/+Page.tsx'
/** Adds an element after the FAQ list of the FAQ page. */
const addToFaq = (element: string) => (text: string) =>
  text.replace('<FaqAccordion items={faqItems} />', `<FaqAccordion items={faqItems} />${element}`)

let good: Record<string, string> = {}

beforeAll(() => {
  for (const entry of readdirSync(PROJECT_ROOT)) {
    if (!SKIPPED.has(entry) && !entry.startsWith('dist')) {
      cpSync(join(PROJECT_ROOT, entry), join(project, entry), { recursive: true })
    }
  }
  symlinkSync(join(PROJECT_ROOT, 'node_modules'), join(project, 'node_modules'))
})

afterAll(() => {
  rmSync(project, { recursive: true, force: true })
  rmSync(join(outDir, '..'), { recursive: true, force: true })
})

describe('npm run build', () => {
  it(
    'builds into an absolute OUT_DIR outside the project, with SOURCEMAP=false, a SOURCE_DATE_EPOCH and its own admin credentials, which alone ship',
    async () => {
      const result = await build({ SOURCEMAP: 'false', SOURCE_DATE_EPOCH: '1767225600', ...OWN_ADMIN })
      expect(result.status, result.output).toBe(0)
      good = snapshot(site)
      expect(good['index.html']).toBeDefined()
      expect(good._headers).toBeDefined()
      expect(Object.keys(good).filter((file) => file.endsWith('.map'))).toEqual([])
      expect(readFileSync(join(site, '.well-known/security.txt'), 'utf8')).toContain('Expires: 2027-01-01T00:00:00Z')
      // Only the site is published: no staging folder, server bundle or manifest beside it.
      expect(readdirSync(outDir)).toEqual(['client'])
      const shipped = (needle: string) =>
        Object.keys(good).filter((file) => readFileSync(join(site, file)).includes(Buffer.from(needle)))
      expect(shipped(OWN_ADMIN.ADMIN_PASSWORD_HASH)).toHaveLength(1)
      for (const development of [DEFAULT_ADMIN_EMAIL, ...DEVELOPMENT_PASSWORD_HASHES])
        expect(shipped(development), development).toEqual([])
    },
    BUILD_TIMEOUT,
  )

  const failures: [kind: string, expected: RegExp, env: Record<string, string>, change?: () => () => void][] = [
    ['a bad setting', /SOURCE_DATE_EPOCH "1e20" is not a number of seconds/, { SOURCE_DATE_EPOCH: '1e20' }],
    ['the data check', /placeholder/, { SITE_URL: 'https://www.tarangcloud.in' }],
    [
      'the prerender',
      /a page that fails to prerender/,
      {},
      () => edit(FAQ_PAGE, (text) => `throw new Error('a page that fails to prerender')\n${text}`),
    ],
    [
      'the headers',
      /stray\.html: no <meta http-equiv="Content-Security-Policy">/,
      {},
      () => {
        writeFileSync(join(project, 'public/stray.html'), '<!doctype html><title>stray</title>\n')
        return () => rmSync(join(project, 'public/stray.html'))
      },
    ],
    ['the links', /no-such-page/, {}, () => edit(FAQ_PAGE, addToFaq('<a href="/no-such-page/">gone</a>'))],
    [
      'the billing links',
      /Billing links: \d+ problem/,
      {},
      () => edit(FAQ_PAGE, addToFaq('<a href="https://billing.example.com/cart.php?a=add&amp;pid=0">order</a>')),
    ],
  ]

  it.each(failures)(
    'fails on %s and leaves the previous build untouched',
    async (_kind, expected, env, change) => {
      expect(Object.keys(good).length, 'the good build ran first').toBeGreaterThan(0)
      const restore = change?.()
      try {
        const result = await build(env)
        expect(result.status, result.output).not.toBe(0)
        expect(result.output).toMatch(expected)
      } finally {
        restore?.()
      }
      expect(snapshot(site)).toEqual(good)
      expect(readdirSync(outDir)).toEqual(['client'])
    },
    BUILD_TIMEOUT,
  )
})
