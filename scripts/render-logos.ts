/**
 * Renders the brand logo PNGs from their SVG sources with the test Chromium, so they can always be rebuilt:
 *   CHROME_PATH=/usr/bin/chromium npx tsx scripts/render-logos.ts
 * Sources: public/images/logo-dark.svg (light wordmark, for dark backgrounds) and public/images/logo-light.svg
 * (dark wordmark, for light backgrounds), both designed at 180x40 CSS px. They are rendered at 4x device scale to
 * assets/images/logo-on-dark.png and assets/images/logo-on-light.png (720x160 px, transparent background). Chromium's PNG
 * encoder favours speed, so each screenshot is re-encoded losslessly (best of the standard scanline filters at
 * deflate level 9) to keep the files small.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { deflateSync, inflateSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const WIDTH = 180
const HEIGHT = 40
const SCALE = 4

if (process.argv.includes('--help')) {
  console.log(`Usage: CHROME_PATH=/usr/bin/chromium npx tsx scripts/render-logos.ts

Renders public/images/logo-dark.svg -> assets/images/logo-on-dark.png and
public/images/logo-light.svg -> assets/images/logo-on-light.png at ${WIDTH}x${HEIGHT} CSS px x${SCALE}
(${WIDTH * SCALE}x${HEIGHT * SCALE} px, transparent background). CHROME_PATH defaults to /usr/bin/chromium.`)
  process.exit(0)
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(data: Buffer): number {
  let c = 0xffffffff
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}

function predict(filter: number, a: number, b: number, c: number): number {
  if (filter === 1) return a
  if (filter === 2) return b
  if (filter === 3) return (a + b) >> 1
  if (filter === 4) return paeth(a, b, c)
  return 0
}

/**
 * Lossless re-encode of an 8-bit RGBA, non-interlaced PNG (what Chromium writes): tries each scanline filter for the
 * whole image plus the per-row minimum-sum heuristic, deflates at level 9 and keeps the smallest result.
 */
function optimizePng(png: Buffer): Buffer {
  const chunks: { type: string; data: Buffer }[] = []
  for (let off = 8; off < png.length; ) {
    const len = png.readUInt32BE(off)
    chunks.push({ type: png.toString('ascii', off + 4, off + 8), data: png.subarray(off + 8, off + 8 + len) })
    off += 12 + len
  }
  const ihdr = chunks.find((c) => c.type === 'IHDR')?.data
  if (ihdr?.[8] !== 8 || ihdr[9] !== 6 || ihdr[12] !== 0) return png
  const width = ihdr.readUInt32BE(0)
  const height = ihdr.readUInt32BE(4)
  const bpp = 4
  const stride = width * bpp
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)))
  const px = Buffer.alloc(height * stride)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] ?? 0
    for (let i = 0; i < stride; i++) {
      const o = y * stride + i
      const a = i >= bpp ? (px[o - bpp] ?? 0) : 0
      const b = y > 0 ? (px[o - stride] ?? 0) : 0
      const c = y > 0 && i >= bpp ? (px[o - stride - bpp] ?? 0) : 0
      px[o] = ((raw[y * (stride + 1) + 1 + i] ?? 0) + predict(filter, a, b, c)) & 255
    }
  }
  let best = png
  for (const mode of [0, 1, 2, 3, 4, -1]) {
    const filtered = Buffer.alloc(height * (stride + 1))
    const line = Buffer.alloc(stride + 1)
    for (let y = 0; y < height; y++) {
      let bestSum = Number.POSITIVE_INFINITY
      for (const filter of mode === -1 ? [0, 1, 2, 3, 4] : [mode]) {
        line[0] = filter
        let sum = 0
        for (let i = 0; i < stride; i++) {
          const o = y * stride + i
          const a = i >= bpp ? (px[o - bpp] ?? 0) : 0
          const b = y > 0 ? (px[o - stride] ?? 0) : 0
          const c = y > 0 && i >= bpp ? (px[o - stride - bpp] ?? 0) : 0
          const v = ((px[o] ?? 0) - predict(filter, a, b, c)) & 255
          line[i + 1] = v
          sum += v < 128 ? v : 256 - v
        }
        if (sum < bestSum) {
          bestSum = sum
          line.copy(filtered, y * (stride + 1))
        }
      }
    }
    const out = Buffer.concat([
      png.subarray(0, 8),
      ...chunks.filter((c) => c.type !== 'IDAT' && c.type !== 'IEND').map((c) => chunk(c.type, c.data)),
      chunk('IDAT', deflateSync(filtered, { level: 9, memLevel: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ])
    if (out.length < best.length) best = out
  }
  return best
}

const root = resolve(import.meta.dirname, '..')
const jobs = [
  { source: 'public/images/logo-dark.svg', target: 'assets/images/logo-on-dark.png' },
  { source: 'public/images/logo-light.svg', target: 'assets/images/logo-on-light.png' },
]

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: SCALE })
  for (const { source, target } of jobs) {
    const svg = await readFile(resolve(root, source), 'utf8')
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent;line-height:0">${svg}</body></html>`,
    )
    const png = optimizePng(
      await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } }),
    )
    await writeFile(resolve(root, target), png)
    console.log(`Wrote ${target} (${WIDTH * SCALE}x${HEIGHT * SCALE} px, ${png.length} bytes) from ${source}`)
  }
} finally {
  await browser.close()
}
