import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CHROMIUM_ACCEPT_ENCODING, type Replay, startReplay, urlsOfFiles } from '../../../scripts/audit/replay'
import { freePort } from '../../../scripts/preview'

type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** One request as a browser's network stack sees it: no decompression, no redirects followed. */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string) {
  return new Promise<RawResponse>((resolve, reject) => {
    const call = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    call.on('error', reject)
    call.end(body)
  })
}

const PAGE = brotliCompressSync(Buffer.from('<!doctype html><title>Page</title><p>Hello</p>'))

// A host with what the audit meets: an encoded page sent in chunks, a redirect, a 404, a form post.
let upstream: Server
let upstreamOrigin: string
const seen: Array<{ method: string; path: string; headers: IncomingHttpHeaders }> = []
const countOf = (path: string, method = 'GET') => seen.filter((r) => r.path === path && r.method === method).length

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers })
    if (req.headers['if-none-match']) {
      res.writeHead(304).end()
    } else if (req.url === '/page/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'br', 'X-Served': 'host' })
      res.write(PAGE.subarray(0, 10)) // no Content-Length: the host answers in chunks
      res.end(PAGE.subarray(10))
    } else if (req.url === '/moved') {
      res.writeHead(308, { Location: `${upstreamOrigin}/page/` }).end()
    } else if (req.method === 'POST') {
      req.pipe(res)
    } else {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not here')
    }
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  upstreamOrigin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())))

let replay: Replay
let origin: string
beforeEach(async () => {
  seen.length = 0
  replay = await startReplay(`${upstreamOrigin}/`)
  origin = replay.url.replace(/\/$/, '')
  return () => replay.close()
})

describe('the audit replay', () => {
  it('asks the host once per GET and then answers from memory, byte for byte', async () => {
    const browser = { 'Accept-Encoding': CHROMIUM_ACCEPT_ENCODING }
    const [first, second] = [await raw(`${origin}/page/`, browser), await raw(`${origin}/page/`, browser)]
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200)
      expect(answer.body.equals(PAGE)).toBe(true)
      expect(answer.headers).toMatchObject({ 'content-encoding': 'br', 'x-served': 'host' })
      expect(answer.headers['content-length']).toBe(String(PAGE.length))
      expect(answer.headers['transfer-encoding']).toBeUndefined()
    }
    expect(countOf('/page/')).toBe(1)
    expect(replay.stats()).toEqual({ replayed: 1, missed: ['/page/'] })
  })

  it('keeps one record per Accept-Encoding, as the host may encode differently', async () => {
    await raw(`${origin}/page/`, { 'Accept-Encoding': 'gzip' })
    await raw(`${origin}/page/`, { 'Accept-Encoding': CHROMIUM_ACCEPT_ENCODING })
    expect(countOf('/page/')).toBe(2)
    expect(seen.map((r) => r.headers['accept-encoding'])).toEqual(['gzip', CHROMIUM_ACCEPT_ENCODING])
  })

  it("warms up with Chromium's header, so the browser's requests are all answered from memory", async () => {
    await replay.warm(['/page/', '/missing'])
    const missing = await raw(`${origin}/missing`, { 'Accept-Encoding': CHROMIUM_ACCEPT_ENCODING })
    expect([missing.status, missing.body.toString()]).toEqual([404, 'not here'])
    await raw(`${origin}/page/`, { 'Accept-Encoding': CHROMIUM_ACCEPT_ENCODING })
    expect(seen).toHaveLength(2)
    expect(replay.stats()).toEqual({ replayed: 2, missed: [] })
  })

  it('records the whole response even when the first request is conditional', async () => {
    const conditional = await raw(`${origin}/page/`, { 'If-None-Match': '"x"' })
    expect(conditional.status).toBe(200)
    expect(seen[0]?.headers['if-none-match']).toBeUndefined()
  })

  it('answers HEAD from the GET record, without the body', async () => {
    const head = await raw(`${origin}/page/`, {}, 'HEAD')
    expect([head.status, head.body.length, head.headers['content-length']]).toEqual([200, 0, String(PAGE.length)])
    expect(seen.map((r) => r.method)).toEqual(['GET'])
  })

  it("points a redirect to the host's own origin back at the replay", async () => {
    const moved = await raw(`${origin}/moved`)
    expect([moved.status, moved.headers.location]).toEqual([308, `${origin}/page/`])
  })

  it('sends every other method to the host each time', async () => {
    for (const text of ['a=1', 'a=2'])
      expect((await raw(`${origin}/form`, {}, 'POST', text)).body.toString()).toBe(text)
    expect(countOf('/form', 'POST')).toBe(2)
  })

  it('says which host did not answer, with a 502, and asks again next time', async () => {
    const down = await startReplay(`http://127.0.0.1:${await freePort()}/`)
    try {
      const answer = await raw(`${down.url}page/`)
      expect(answer.status).toBe(502)
      expect(answer.body.toString()).toMatch(
        /^replay: the upstream at http:\/\/127\.0\.0\.1:\d+ did not answer \/page\//,
      )
      expect((await raw(`${down.url}page/`)).status).toBe(502)
      expect(down.stats().missed).toEqual(['/page/', '/page/'])
    } finally {
      await down.close()
    }
  })
})

describe('the URLs of the built files', () => {
  it("are each file's path, a folder's index.html by the folder, and not the host's own configuration", () => {
    const files = ['404.html', '_headers', '_redirects', 'assets/app-AbCd1234.js', 'games/index.html', 'index.html']
    expect(urlsOfFiles(files)).toEqual(['/404.html', '/assets/app-AbCd1234.js', '/games/', '/'])
  })
})
