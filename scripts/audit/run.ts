/**
 * The parts of the audit that touch the machine: the static server, Chromium and Lighthouse itself.
 * chrome-launcher and puppeteer-core are Lighthouse's own dependencies (Lighthouse drives Chrome through
 * puppeteer too), so they always match the installed Lighthouse.
 */
import { spawn, spawnSync } from 'node:child_process'
import { request } from 'node:http'
import { createServer } from 'node:net'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags, type Result } from 'lighthouse'
import puppeteer from 'puppeteer-core'

/**
 * Headless flags that work in this sandbox. Without the background-networking ones Chromium keeps dialling
 * Google services, which this machine's closed network refuses, and the runs stall or log errors.
 */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** A TCP port nothing listens on right now, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      )
    })
  })
}

function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; encoding?: string }> {
  return new Promise((resolveGet, reject) => {
    const req = request(url, { headers }, (response) => {
      response.resume()
      const encoding = response.headers['content-encoding']
      response.on('end', () => resolveGet({ status: response.statusCode ?? 0, ...(encoding ? { encoding } : {}) }))
    })
    req.on('error', reject)
    req.end()
  })
}

export interface RunningServer {
  origin: string
  /** The Content-Encoding the server chose for Chromium's Accept-Encoding, e.g. `br` or `gzip`. */
  encoding: string
  stop: () => void
}

/** What Chromium sends, so the probe sees the encoding Lighthouse's page loads get. */
const CHROMIUM_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

/**
 * Starts scripts/serve.ts with compression, waits until it answers, and checks that it really compresses:
 * without that, every transfer size (and so the JS budget) would be measured uncompressed.
 */
export async function startServer(root: string, dir: string, port: number): Promise<RunningServer> {
  const args = ['--import', 'tsx', 'scripts/serve.ts', '--dir', dir, '--port', String(port), '--compress']
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const stop = () => {
    if (child.exitCode === null) child.kill()
  }
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`scripts/serve.ts ${args.slice(2).join(' ')} exited (${child.exitCode}):\n${output.trim()}`)
    }
    try {
      if ((await get(`${origin}/`)).status === 200) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      stop()
      throw new Error(`scripts/serve.ts did not answer on ${origin} within 20 s:\n${output.trim()}`)
    }
    await new Promise((wait) => setTimeout(wait, 100))
  }
  const probe = await get(`${origin}/`, { 'Accept-Encoding': CHROMIUM_ACCEPT_ENCODING })
  if (!probe.encoding) {
    stop()
    throw new Error(`scripts/serve.ts --compress sent ${origin}/ uncompressed; transfer sizes would be raw sizes.`)
  }
  return { origin, encoding: probe.encoding, stop }
}

/**
 * Requests a page once before Lighthouse does, the way a static host or CDN already holds a compressed copy:
 * a server that compresses on first request then caches would otherwise add that work to the measured TTFB.
 */
export async function warm(url: string): Promise<void> {
  await get(url, { 'Accept-Encoding': CHROMIUM_ACCEPT_ENCODING }).catch(() => undefined)
}

/** Chromium as the browser tests find it: $CHROME_PATH, /usr/bin/chromium, else installed with apt-get. */
export function findChromium(root: string): string {
  const result = spawnSync('bash', ['scripts/ensure-chromium.sh'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const path = result.stdout.trim().split('\n').pop()
  if (result.status !== 0 || !path) throw new Error('scripts/ensure-chromium.sh found no Chromium (see above).')
  return path
}

export interface AuditOptions {
  /** The 404 page must be audited despite its status; any other page answering an error is a failure. */
  ignoreStatusCode: boolean
  /** Keep the full-page screenshot (only worth its time when the full result is stored). */
  fullPageScreenshot: boolean
  /** localStorage entry written before the page's own scripts run, e.g. the stored theme. */
  storage?: { key: string; value: string }
}

export interface AuditBrowser {
  audit: (url: string, options: AuditOptions) => Promise<Result>
  close: () => Promise<void>
}

/** One Chromium for every run; each run gets a fresh tab. Lighthouse clears the cache before each one. */
export async function openBrowser(chromePath: string): Promise<AuditBrowser> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  try {
    // defaultViewport null: Lighthouse sets the mobile viewport itself.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null })
    return {
      async audit(url, options) {
        const page = await browser.newPage()
        try {
          if (options.storage) {
            await page.evaluateOnNewDocument(
              (key, value) => {
                try {
                  localStorage.setItem(key, value)
                } catch {
                  // about:blank has no storage; only the audited origin matters.
                }
              },
              options.storage.key,
              options.storage.value,
            )
          }
          const flags: Flags = {
            logLevel: 'error',
            output: 'json',
            ignoreStatusCode: options.ignoreStatusCode,
            disableFullPageScreenshot: !options.fullPageScreenshot,
          }
          const result = await lighthouse(url, flags, undefined, page)
          if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
          return result.lhr
        } finally {
          await page.close().catch(() => {})
        }
      },
      async close() {
        await browser.disconnect().catch(() => {})
        chrome.kill()
      },
    }
  } catch (error) {
    chrome.kill()
    throw error
  }
}
