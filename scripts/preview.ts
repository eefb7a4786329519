/**
 * Serves the build with Cloudflare's own Pages emulator (`wrangler pages dev`), offline, so the preview and the
 * browser tests see the redirects, 404s and `_headers` a deploy does.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { readdir, realpath, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { defaultSiteDir, parseCli, runIfMain, UsageError, wholeNumber } from './cli'
import { readBuildSettings } from './settings'

const USAGE = `Usage: tsx scripts/preview.ts [--dir dist/client] [--port 3000]

Serves a built site with Cloudflare Pages' local emulator (wrangler pages dev), offline.`

/** The newest date the bundled workerd supports: pinned so the emulator never warns or changes behaviour by date. */
const COMPATIBILITY_DATE = '2026-11-17'

/** Where wrangler keeps its state, logs and dev registry: inside the project, ignored by git. */
const STATE_DIR = resolve('.wrangler')
// Wrangler 4 exports only its API: its command line is found beside its package.json.
const WRANGLER = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin/wrangler.js')

/** Symlinks under `root` that lead outside it: a host uploads files, not links, so a preview must not follow them. */
export async function symlinksLeaving(root: string): Promise<string[]> {
  const realRoot = await realpath(root)
  const leaving: string[] = []
  // A recursive listing does not descend into linked folders, so each link is seen once, as a link.
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isSymbolicLink()) continue
    const path = join(entry.parentPath, entry.name)
    const target = await realpath(path).catch(() => undefined) // A dangling link serves nothing.
    if (target && target !== realRoot && !target.startsWith(realRoot + sep)) leaving.push(relative(root, path))
  }
  return leaving.sort()
}

const HOST = '127.0.0.1'

const RANGE_FILE = '/proc/sys/net/ipv4/ip_local_port_range'

/** The first of the ports Linux gives outgoing connections and listen(0) (ip(7)); the usual default elsewhere. */
export function lowestEphemeralPort(): number {
  const range = existsSync(RANGE_FILE) ? readFileSync(RANGE_FILE, 'utf8') : ''
  return Number(range.trim().split(/\s+/)[0]) || 49152
}

/**
 * A TCP port nothing listens on right now, from 10,000 up to the ephemeral range: a port the OS hands out for
 * listen(0) can go to an outgoing connection before the emulator binds it ("Address already in use").
 */
export async function freePort(): Promise<number> {
  const highest = lowestEphemeralPort() - 1
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = 10_000 + Math.floor(Math.random() * (highest - 10_000))
    const free = await new Promise<boolean>((resolveFree) => {
      const probe = createServer()
      probe.once('error', () => resolveFree(false))
      probe.listen(port, HOST, () => probe.close(() => resolveFree(true)))
    })
    if (free) return port
  }
  throw new Error(`no free port between 10000 and ${highest}`)
}

/** How long the emulator may take to answer after it starts (playwright.config.ts waits as long). */
export const START_TIMEOUT_MS = 90_000

export type Preview = Awaited<ReturnType<typeof startPreview>>

/** Starts the emulator on a built site (on a free port unless given one); resolves once it answers. */
export async function startPreview(options: { dir: string; port?: number }, stdio: 'inherit' | 'ignore' = 'ignore') {
  const dir = resolve(options.dir)
  if (!(await stat(join(dir, 'index.html')).catch(() => undefined))?.isFile())
    throw new Error(`No prerendered site in ${options.dir}: run "npm run build" first.`)
  const leaving = await symlinksLeaving(dir)
  if (leaving.length > 0) {
    throw new Error(`Refusing to serve ${options.dir}: these symlinks lead outside it: ${leaving.join(', ')}`)
  }
  const port = options.port ?? (await freePort())
  const url = `http://${HOST}:${port}/`
  // The runtime's devtools port too: its default, 9229, made all but one of several previews started at once (two
  // test files, a fresh checkout) exit with "Address already in use".
  const wrangler = [WRANGLER, 'pages', 'dev', dir, '--port', String(port), '--ip', HOST]
  wrangler.push('--inspector-port', String(await freePort()))
  const settings = ['--compatibility-date', COMPATIBILITY_DATE, '--persist-to', join(STATE_DIR, 'state')]
  const quiet = ['--log-level', 'error', '--show-interactive-dev-session=false']
  const child = spawn(process.execPath, [...wrangler, ...settings, ...quiet], {
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_SEND_ERROR_REPORTS: 'false',
      WRANGLER_LOG_PATH: join(STATE_DIR, 'logs'),
      WRANGLER_REGISTRY_PATH: join(STATE_DIR, 'registry'),
      // Miniflare downloads a sample `request.cf` object from workers.cloudflare.com unless NODE_ENV is 'test'.
      NODE_ENV: 'test',
    },
    stdio,
  })
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)))
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  // Wrangler 4 bundles its Pages shim before it listens: about 10 s on a busy 2-core machine, over 30 s under heavy load.
  const deadline = Date.now() + START_TIMEOUT_MS
  const answer = () => fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(1000) }).catch(() => undefined)
  while (!(await answer())) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev exited with status ${child.exitCode}`)
    if (Date.now() > deadline) {
      await close()
      throw new Error(`wrangler pages dev did not answer at ${url} within ${START_TIMEOUT_MS / 1000} s`)
    }
    await new Promise((wait) => setTimeout(wait, 100))
  }
  return { url, exited, close }
}

async function main(argv: readonly string[]): Promise<number> {
  const { settings, problems } = readBuildSettings()
  const portProblem = problems.find((problem) => problem.startsWith('PORT '))
  if (portProblem) throw new UsageError(portProblem)
  const options = { dir: { type: 'string', default: defaultSiteDir() }, port: { type: 'string' } } as const
  const values = parseCli(argv, options, USAGE)
  if (typeof values === 'number') return values
  const port = wholeNumber('port', values.port, settings.port, 1, 65535)
  const preview = await startPreview({ dir: values.dir, port }, 'inherit')
  const stop = () => void preview.close().then(() => process.exit(0))
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, stop)
  const headers = existsSync(join(values.dir, '_headers')) ? 'with its _headers' : 'without _headers'
  console.log(
    `Previewing ${values.dir} (${headers}) with Cloudflare Pages' emulator at ${preview.url} (Ctrl+C to stop)`,
  )
  return (await preview.exited) ?? 1
}

runIfMain(import.meta.url, main)
