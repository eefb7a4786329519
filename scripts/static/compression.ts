/**
 * On-the-fly compression for the local static server, the way a static host serves text: brotli or gzip by
 * Accept-Encoding. Each file is compressed once at the highest level and kept in memory, as hosts keep
 * compressed copies, so audits measure realistic transfer sizes and repeated requests cost nothing.
 */
import { readFile, stat } from 'node:fs/promises'
import { extname } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.xml', '.txt'])

/** Whether a file is text worth compressing (images and fonts are compressed already). */
export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.has(extname(file).toLowerCase())
}

/**
 * The encoding to answer with for an Accept-Encoding header: the supported one with the highest q-value,
 * brotli on a tie (it is smaller); `*` stands for any encoding not named; q=0 refuses. Undefined: send as is.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    if (!coding) continue
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    const q = qParam === undefined ? 1 : Number(qParam.slice(2))
    weights.set(coding.trim(), Number.isFinite(q) ? q : 0)
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0
  const best = (['br', 'gzip'] as const)
    .map((encoding) => ({ encoding, q: weightOf(encoding) }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q)[0]
  return best?.encoding
}

const compressBrotli = promisify(brotliCompress)
const compressGzip = promisify(gzip)

const cache = new Map<string, { mtimeMs: number; size: number; body: Buffer }>()

/** The file's content in an encoding; recompressed only when the file changed since the last request. */
export async function compressedFile(file: string, encoding: Encoding): Promise<Buffer> {
  const info = await stat(file)
  const key = `${encoding}:${file}`
  const cached = cache.get(key)
  if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.body
  const source = await readFile(file)
  const body =
    encoding === 'br'
      ? await compressBrotli(source, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        })
      : await compressGzip(source, { level: constants.Z_BEST_COMPRESSION })
  cache.set(key, { mtimeMs: info.mtimeMs, size: info.size, body })
  return body
}
