import { symlinkSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, type Preview, START_TIMEOUT_MS, startPreview, symlinksLeaving } from '../../../scripts/preview'
import { removeTempSites, tempSite } from './tempSite'

// The preview server (Cloudflare Pages' emulator behind scripts/preview.ts) on a small site with _headers.
const CSP = "default-src 'self'"
const SITE: Record<string, string> = {
  'index.html': '<!DOCTYPE html><html><head><title>Home</title></head><body><a href="/faq/">FAQ</a></body></html>',
  'faq/index.html': '<!DOCTYPE html><html><head><title>FAQ</title></head><body>FAQ</body></html>',
  '404.html': '<!DOCTYPE html><html><head><title>Not found</title></head><body>Page not found</body></html>',
  'assets/app.js': 'console.log(1)',
  _headers: `/*\n  Content-Security-Policy: ${CSP}\n  X-Content-Type-Options: nosniff\n\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`,
}

interface RawResponse {
  /** 0 when the connection closed without an answer. */
  status: number
  headers: Record<string, string>
  body: string
}

/**
 * Sends bytes as they are (no client-side URL normalisation) and reads the answer until the server closes, or
 * only its head with `headOnly` (a server may keep the connection open after an error answer).
 */
function raw(port: number, request: string, headOnly = false): Promise<RawResponse> {
  return new Promise((resolveResponse) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      if (headOnly && Buffer.concat(chunks).includes('\r\n\r\n')) socket.destroy()
    })
    socket.on('error', () => {})
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      const [head = '', ...rest] = text.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      )
      resolveResponse({ status: Number(statusLine.split(' ')[1] ?? 0) || 0, headers, body: rest.join('\r\n\r\n') })
    })
    socket.write(request)
  })
}

let preview: Preview
let port: number
beforeAll(async () => {
  port = await freePort()
  preview = await startPreview({ dir: tempSite(SITE), port })
}, START_TIMEOUT_MS + 60_000)
afterAll(async () => {
  await preview?.close()
  removeTempSites()
})

describe('the preview follows the host: one address per page', () => {
  it('answers the page address with 200 and redirects the other forms to it', async () => {
    const get = (path: string) => fetch(`${preview.url.slice(0, -1)}${path}`, { redirect: 'manual' })
    expect((await get('/faq/')).status).toBe(200)
    for (const other of ['/faq', '/faq/index.html']) {
      const response = await get(other)
      expect([response.status, response.headers.get('location')], other).toEqual([308, '/faq/'])
    }
    const missing = await get('/nope/')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('Page not found')
    expect(missing.headers.get('content-security-policy')).toBe(CSP)
  })
})

describe('the preview server is safe to point a browser at', () => {
  it('refuses a build with a symlink leading outside it, file or folder', async () => {
    const outside = tempSite({ 'secret.txt': 'secret' })
    const dir = tempSite(SITE)
    symlinkSync(join(outside, 'secret.txt'), join(dir, 'leak.txt'))
    symlinkSync(outside, join(dir, 'leakdir'))
    symlinkSync(join(dir, 'faq'), join(dir, 'faq-alias'))
    expect(await symlinksLeaving(dir)).toEqual(['leak.txt', 'leakdir'])
    await expect(startPreview({ dir })).rejects.toThrow(/symlinks lead outside it: leak\.txt, leakdir/)
  })

  it('answers an over-long request line with 414 or 431 instead of dropping the connection', async () => {
    const response = await raw(
      port,
      `GET /${'a'.repeat(70_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      true,
    )
    expect([414, 431]).toContain(response.status)
  })

  it('never serves a page without the security headers, whatever the request target', async () => {
    for (const target of [`http://127.0.0.1:${port}/nope`, `http://127.0.0.1:${port}/faq/`, '*']) {
      const response = await raw(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`)
      const servesHtml = response.body.includes('<html')
      expect(!servesHtml || response.headers['content-security-policy'] === CSP, `${target}: ${response.status}`).toBe(
        true,
      )
    }
  })

  it('does not let a missing file under /assets/ be cached as immutable', async () => {
    const response = await fetch(`${preview.url}assets/missing-abc123.js`)
    expect(response.status).toBe(404)
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/immutable|max-age=[1-9]/)
    const found = await fetch(`${preview.url}assets/app.js`)
    expect(found.headers.get('cache-control')).toContain('immutable')
  })

  it('lets a browser revalidate a page without downloading it again', async () => {
    const first = await fetch(`${preview.url}faq/`)
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    const again = await fetch(`${preview.url}faq/`, { headers: { 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })
})
