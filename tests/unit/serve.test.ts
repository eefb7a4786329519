import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStaticServer } from '../../scripts/serve'
import { isCompressible, negotiateEncoding } from '../../scripts/static/compression'

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, by q-value', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip')
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip')
    expect(negotiateEncoding('*')).toBe('br')
    expect(negotiateEncoding('*;q=0.1, br;q=0')).toBe('gzip')
  })

  it('sends the file as it is when nothing supported is accepted', () => {
    expect(negotiateEncoding(undefined)).toBeUndefined()
    expect(negotiateEncoding('')).toBeUndefined()
    expect(negotiateEncoding('identity')).toBeUndefined()
    expect(negotiateEncoding('deflate, zstd')).toBeUndefined()
    expect(negotiateEncoding('gzip;q=0, br;q=0')).toBeUndefined()
  })
})

describe('isCompressible', () => {
  it('compresses text and leaves images and fonts alone', () => {
    for (const file of ['a.html', 'a.js', 'a.css', 'a.svg', 'a.json', 'a.xml', 'a.txt', 'a.webmanifest'])
      expect(isCompressible(file), file).toBe(true)
    for (const file of ['a.png', 'a.jpg', 'a.webp', 'a.woff2', 'a.ico', '_headers'])
      expect(isCompressible(file), file).toBe(false)
  })
})

const PAGE = `<!DOCTYPE html><html><head><title>Games</title></head><body>${'<p>Minecraft server hosting</p>'.repeat(200)}</body></html>`
const HEADERS_FILE = `/*
  Content-Security-Policy: default-src 'self'
  X-Content-Type-Options: nosniff

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/games
  Cache-Control: public, max-age=0, must-revalidate
/games/*
  Cache-Control: public, max-age=0, must-revalidate
`

interface Fetched {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

function get(server: Server, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Fetched> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'serve-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  return dir
}

describe('the static server with _headers and --compress', () => {
  const dir = site({
    'index.html': PAGE,
    'games/index.html': PAGE,
    '404.html': '<!DOCTYPE html><title>404</title>',
    'assets/app.Baoi2jXx.js': `console.log(${JSON.stringify('x'.repeat(2000))})`,
    'images/logo.png': 'PNG',
    _headers: HEADERS_FILE,
  })
  let server: Server
  beforeAll(async () => {
    server = await startStaticServer({ dir, port: 0, host: '127.0.0.1', compress: true })
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    rmSync(dir, { recursive: true, force: true })
  })

  it('applies every matching _headers block to the requested path', async () => {
    for (const path of ['/games', '/games/']) {
      const response = await get(server, path)
      expect(response.status, path).toBe(200)
      expect(response.headers['content-security-policy']).toBe("default-src 'self'")
      expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
    }
    const asset = await get(server, '/assets/app.Baoi2jXx.js')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(asset.headers['content-security-policy']).toBe("default-src 'self'")
  })

  it('gives the 404 page the headers of the address that was missing', async () => {
    const response = await get(server, '/no-such-page')
    expect(response.status).toBe(404)
    expect(response.headers['content-security-policy']).toBe("default-src 'self'")
  })

  it('never publishes the _headers file itself', async () => {
    expect((await get(server, '/_headers')).status).toBe(404)
  })

  it('compresses text with brotli or gzip as the client accepts, and says it varies', async () => {
    const brotli = await get(server, '/games/', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toBe('Accept-Encoding')
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length)
    expect(brotli.body.length).toBeLessThan(PAGE.length / 10)
    expect(brotliDecompressSync(brotli.body).toString()).toBe(PAGE)

    const gzipped = await get(server, '/assets/app.Baoi2jXx.js', { 'Accept-Encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.body).toString()).toContain('console.log')

    const plain = await get(server, '/games/')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('Accept-Encoding')
    expect(plain.body.toString()).toBe(PAGE)
  })

  it('sends images as they are', async () => {
    const image = await get(server, '/images/logo.png', { 'Accept-Encoding': 'br' })
    expect(image.headers['content-encoding']).toBeUndefined()
    expect(image.headers.vary).toBeUndefined()
    expect(image.body.toString()).toBe('PNG')
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await get(server, '/games/', { 'Accept-Encoding': 'br' }, 'HEAD')
    const full = await get(server, '/games/', { 'Accept-Encoding': 'br' })
    expect(head.body.length).toBe(0)
    expect(head.headers['content-length']).toBe(full.headers['content-length'])
  })
})

describe('the static server without _headers or --compress', () => {
  const dir = site({ 'index.html': PAGE, 'assets/app.Baoi2jXx.js': 'console.log(1)' })
  let server: Server
  beforeAll(async () => {
    server = await startStaticServer({ dir, port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    rmSync(dir, { recursive: true, force: true })
  })

  it('keeps its own defaults and sends files uncompressed', async () => {
    const page = await get(server, '/', { 'Accept-Encoding': 'br' })
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(page.headers['content-encoding']).toBeUndefined()
    expect(page.headers['content-security-policy']).toBeUndefined()
    expect(page.body.toString()).toBe(PAGE)
    const asset = await get(server, '/assets/app.Baoi2jXx.js')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})
