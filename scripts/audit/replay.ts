/**
 * Answers from memory what a host answered once. The audit puts this in front of the Pages emulator, which spends
 * 9–26 ms of CPU on every request (wrangler 3 serves each file from Node, reading it and applying `_headers` anew):
 * on the audit's two cores that work competed with the page load Lighthouse was timing, and a visitor's phone never
 * runs the host's server. Each response is the emulator's own, byte for byte: status, headers and encoded body.
 */
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { buffer as readAll } from 'node:stream/consumers'

/** What Chromium sends with every request; the warm-up asks with the same header, so the browser's requests hit. */
export const CHROMIUM_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

/** Headers about one connection, not the response (RFC 9110 §7.6.1); the replay sets its own framing. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade'])

/**
 * Left out when recording, so the record is the whole response: a 304 or a part would be replayed to everyone.
 * Answering a conditional or range request with the full 200 is what a server that ignores them does.
 */
const PARTIAL_REQUEST = ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range', 'range']

interface RecordedResponse {
  status: number
  /** Name and value pairs in the upstream's order, without hop-by-hop headers. */
  headers: Array<[string, string]>
  body: Buffer
}

export interface Replay {
  url: string
  /** Requests answered from memory, and those after the warm-up that went to the upstream (the first of a kind). */
  stats(): { replayed: number; missed: string[] }
  /** Asks for each path once with Chromium's header, so the browser's requests are answered from memory. */
  warm(paths: readonly string[]): Promise<void>
  close(): Promise<void>
}

/** A GET is recorded per URL and Accept-Encoding, since the encoding the host picks depends on that header. */
const keyOf = (url: string, acceptEncoding: string | undefined) => `${url}\n${acceptEncoding ?? ''}`

/** Fetches one response from the upstream as it came: no decompression, no redirect following. */
async function fetchRaw(
  upstream: URL,
  method: string,
  path: string,
  headers: IncomingMessage['headers'],
  body?: Buffer,
) {
  const outgoing = { ...headers, host: upstream.host }
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const call = request({ host: upstream.hostname, port: upstream.port, method, path, headers: outgoing }, resolve)
    call.on('error', reject)
    call.end(body)
  })
  const kept: Array<[string, string]> = []
  for (let i = 0; i < res.rawHeaders.length; i += 2) {
    const name = res.rawHeaders[i] as string
    if (!HOP_BY_HOP.has(name.toLowerCase())) kept.push([name, res.rawHeaders[i + 1] as string])
  }
  return { status: res.statusCode ?? 502, headers: kept, body: await readAll(res) } satisfies RecordedResponse
}

/** Starts the replay on a free port of `host`, in front of `upstreamUrl` (an origin such as the emulator's). */
export async function startReplay(upstreamUrl: string, host = '127.0.0.1'): Promise<Replay> {
  const upstream = new URL(upstreamUrl)
  const recorded = new Map<string, Promise<RecordedResponse>>()
  const missed: string[] = []
  let replayed = 0
  let ownOrigin = ''

  /** Sends a recorded response; a redirect to the upstream's own origin is pointed back at the replay. */
  const send = (res: ServerResponse, response: RecordedResponse, withBody = true) => {
    const headers = response.headers.map(([name, value]): [string, string] =>
      name.toLowerCase() === 'location' && value.startsWith(upstream.origin)
        ? [name, ownOrigin + value.slice(upstream.origin.length)]
        : [name, value],
    )
    headers.push(['Content-Length', String(response.body.length)])
    res.writeHead(response.status, headers.flat())
    res.end(withBody ? response.body : undefined)
  }

  /** The recorded response for a GET, fetching it on first use; concurrent first requests share one fetch. */
  const recordedGet = (path: string, headers: IncomingMessage['headers'], warming = false) => {
    const key = keyOf(path, headers['accept-encoding'])
    const known = recorded.get(key)
    if (known) {
      if (!warming) replayed++
      return known
    }
    if (!warming) missed.push(path)
    const whole = Object.fromEntries(Object.entries(headers).filter(([name]) => !PARTIAL_REQUEST.includes(name)))
    const fresh = fetchRaw(upstream, 'GET', path, whole)
    recorded.set(key, fresh)
    fresh.catch(() => recorded.delete(key)) // A failed fetch is tried again next time, not replayed.
    return fresh
  }

  const server = createServer(async (req, res) => {
    const path = req.url ?? '/'
    try {
      if (req.method === 'GET' || req.method === 'HEAD') {
        // A HEAD is answered from the GET's record, without the body, as HTTP defines it.
        send(res, await recordedGet(path, req.headers), req.method === 'GET')
      } else {
        // Anything else changes or asks for state: it goes to the upstream every time.
        send(res, await fetchRaw(upstream, req.method ?? 'POST', path, req.headers, await readAll(req)))
      }
    } catch (error) {
      res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end(`replay: the upstream at ${upstream.origin} did not answer ${path}: ${(error as Error).message}\n`)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  ownOrigin = `http://${host}:${(server.address() as AddressInfo).port}`

  const warm = async (paths: readonly string[]) => {
    const queue = [...paths]
    // Four at a time: the emulator answers in parallel, and the warm-up is over in a few seconds.
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        await recordedGet(path, { 'accept-encoding': CHROMIUM_ACCEPT_ENCODING }, true)
      }
    }
    await Promise.all([worker(), worker(), worker(), worker()])
  }

  return {
    url: `${ownOrigin}/`,
    stats: () => ({ replayed, missed: [...missed] }),
    warm,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The URLs a browser asks a Pages host for, from the built files: each file by its path, a folder's `index.html`
 * by the folder's URL. The host's own configuration files (`_headers`, `_redirects`) are not served.
 */
export function urlsOfFiles(files: readonly string[]): string[] {
  return files
    .filter((file) => !/^_[a-z]+(\.json)?$/.test(file))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, '$1')}`)
}
