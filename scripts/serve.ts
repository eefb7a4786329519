/**
 * A plain static file server for the prerendered site, behaving like a typical static host:
 * `/games` and `/games/` serve `games/index.html`, unknown paths get `404.html` with status 404, and the
 * headers of `<dir>/_headers` (Netlify / Cloudflare Pages format, written by the build) are applied, so the
 * browser tests run under the real Content-Security-Policy. `--compress` adds brotli/gzip for text files, as
 * a host does, for audits that measure transfer sizes.
 * Used by the Lighthouse audit, which needs compressed transfer sizes. The preview and the browser tests use
 * Cloudflare Pages' own emulator instead (scripts/preview.ts), which is strict about the URL form.
 *
 *   tsx scripts/serve.ts [--dir dist/client] [--port 3000] [--host 127.0.0.1] [--compress]
 */
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { pipeline } from 'node:stream'
import { parseArgs } from 'node:util'
import { type HeaderRule, headersForPath, parseHeadersFile } from './headers/headersFile'
import { compressedFile, isCompressible, negotiateEncoding } from './static/compression'

const USAGE = `Usage: tsx scripts/serve.ts [--dir dist/client] [--port 3000] [--host 127.0.0.1] [--compress]

  --compress   brotli or gzip for html, js, css, svg, json, xml and txt, by Accept-Encoding`

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/** The file a static host would answer with for a URL path, or undefined for a 404. */
export async function resolveStaticFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]?.split('#')[0] ?? '/')
  } catch {
    return undefined
  }
  const target = normalize(join(root, decoded))
  if (target !== root && !target.startsWith(root + sep)) return undefined
  // Hosts read _headers as configuration and never publish it.
  if (target === join(root, '_headers')) return undefined
  const candidates = decoded.endsWith('/')
    ? [join(target, 'index.html')]
    : [target, join(target, 'index.html'), `${target}.html`]
  for (const candidate of candidates) {
    if (await isFile(candidate)) return candidate
  }
  return undefined
}

/** The rules of `<root>/_headers`, or none when the build wrote no such file. */
export async function loadHeaderRules(root: string): Promise<HeaderRule[]> {
  let text: string
  try {
    text = await readFile(join(root, '_headers'), 'utf8')
  } catch {
    return []
  }
  return parseHeadersFile(text)
}

export interface ServeOptions {
  dir: string
  port: number
  host: string
  compress?: boolean
}

interface Site {
  root: string
  rules: HeaderRule[]
  compress: boolean
}

export async function startStaticServer(options: ServeOptions): Promise<Server> {
  const root = resolve(options.dir)
  const site: Site = { root, rules: await loadHeaderRules(root), compress: options.compress ?? false }
  const server = createServer((request, response) => {
    serveRequest(site, request, response).catch((error: unknown) => {
      // A failed request must never take the server down; answer 500 if nothing was sent yet.
      console.error(`serve: ${request.url}: ${error instanceof Error ? error.message : String(error)}`)
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      response.end()
    })
  })
  // Aborted or malformed connections are normal under load (a page navigating away mid-download).
  server.on('clientError', (_error, socket) => socket.destroy())
  return new Promise((resolveServer, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolveServer(server))
  })
}

async function serveRequest(site: Site, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const { root } = site
  const method = request.method ?? 'GET'
  if (method !== 'GET' && method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end()
    return
  }
  const found = await resolveStaticFile(root, request.url ?? '/')
  const file = found ?? join(root, '404.html')
  const status = found ? 200 : 404
  if (!(await isFile(file))) {
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('404 Not Found')
    return
  }
  const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream'
  const immutable = file.includes(`${sep}assets${sep}`)
  // Defaults for a build without _headers; its rules (matched on the requested path, as hosts do) win.
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  }
  const path = (request.url ?? '/').split(/[?#]/)[0] ?? '/'
  for (const [name, value] of headersForPath(site.rules, path)) headers[name.toLowerCase()] = value

  if (site.compress && isCompressible(file)) {
    headers.vary = 'Accept-Encoding'
    const encoding = negotiateEncoding(request.headers['accept-encoding'])
    if (encoding) {
      const body = await compressedFile(file, encoding)
      headers['content-encoding'] = encoding
      headers['content-length'] = String(body.length)
      response.writeHead(status, headers)
      response.end(method === 'HEAD' ? undefined : body)
      return
    }
  }
  headers['content-length'] = String((await stat(file)).size)
  response.writeHead(status, headers)
  if (method === 'HEAD') response.end()
  // pipeline (not pipe) handles a client that disconnects mid-file instead of crashing on the stream error.
  else pipeline(createReadStream(file), response, () => {})
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)
if (isMain) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: `${process.env.OUT_DIR || 'dist'}/client` },
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string', default: '127.0.0.1' },
      compress: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  if (!(await isFile(join(values.dir, 'index.html')))) {
    console.error(`No prerendered site in ${values.dir}: run "npm run build" first.`)
    process.exit(1)
  }
  await startStaticServer({ dir: values.dir, port: Number(values.port), host: values.host, compress: values.compress })
  const extras = [
    (await isFile(join(values.dir, '_headers'))) ? 'with its _headers' : 'without _headers',
    values.compress ? 'compressed' : 'uncompressed',
  ]
  console.log(`Serving ${values.dir} (${extras.join(', ')}) at http://${values.host}:${values.port}/ (Ctrl+C to stop)`)
}
