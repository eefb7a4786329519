/**
 * Renders the brand's raster files from their SVG/HTML sources with the test Chromium, so the PNGs in
 * public/ can always be rebuilt from files kept in the repo:
 *   CHROME_PATH=/usr/bin/chromium tsx scripts/render-brand-assets.ts
 * Writes favicon.ico (32x32 PNG inside an ICO), apple-touch-icon.png, icon-192.png, icon-512.png and
 * images/og/default.png (1200x630).
 */
import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'

if (process.argv.includes('--help')) {
  console.log('Usage: CHROME_PATH=/usr/bin/chromium tsx scripts/render-brand-assets.ts')
  process.exit(0)
}

const root = resolve(import.meta.dirname, '..')
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage()

async function renderIcon(size: number): Promise<Buffer> {
  const svg = await readFile(resolve(root, 'public/favicon.svg'), 'utf8')
  await page.setViewportSize({ width: size, height: size })
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('width="64" height="64"', `width="${size}" height="${size}"`)}</body></html>`,
  )
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } })
}

/** ICO container holding one PNG image (supported by every current browser). */
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(1, 4)
  header.writeUInt8(size, 6)
  header.writeUInt8(size, 7)
  header.writeUInt16LE(1, 10)
  header.writeUInt16LE(32, 12)
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(22, 18)
  return Buffer.concat([header, png])
}

await writeFile(resolve(root, 'public/favicon.ico'), pngToIco(await renderIcon(32), 32))
await writeFile(resolve(root, 'public/apple-touch-icon.png'), await renderIcon(180))
await writeFile(resolve(root, 'public/images/icon-192.png'), await renderIcon(192))
await writeFile(resolve(root, 'public/images/icon-512.png'), await renderIcon(512))

await page.setViewportSize({ width: 1200, height: 630 })
await page.goto(pathToFileURL(resolve(root, 'assets/og-default.html')).href)
await writeFile(resolve(root, 'public/images/og/default.png'), await page.screenshot({ type: 'png' }))

await browser.close()
console.log('Wrote favicon.ico, apple-touch-icon.png, images/icon-192.png, images/icon-512.png, images/og/default.png')
