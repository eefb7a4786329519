/** `npm run render:brand` (see USAGE): the logo PNGs are only sources of generated variants, never served. */
import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Page } from '@playwright/test'
import sharp from 'sharp'
import { chromePath, chromiumArgs } from '../playwright.config'
import { parseCli, runIfMain } from './cli'

const root = resolve(import.meta.dirname, '..')

/** SVG markup drawn on a transparent page of the given CSS size, at the page's device scale. */
async function renderSvg(page: Page, svg: string, width: number, height: number): Promise<Buffer> {
  await page.setViewportSize({ width, height })
  await page.setContent(`<html><body style="margin:0;background:transparent;line-height:0">${svg}</body></html>`)
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width, height } })
}

/** The same pixels, re-encoded losslessly by sharp when that is smaller (no palette: that would be lossy). */
async function smallestPng(png: Buffer): Promise<Buffer> {
  const smaller = await sharp(png).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer()
  return smaller.length < png.length ? smaller : png
}

/** ICO container holding one PNG image (supported by every current browser). */
function pngToIco(png: Buffer, size: number): Buffer {
  // An icon with one image; its entry: width, height, no palette, 1 colour plane, 32 bits per pixel.
  const header = Buffer.from([0, 0, 1, 0, 1, 0, size, size, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 0, 0, 0, 0])
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(header.length, 18) // where the PNG starts
  return Buffer.concat([header, png])
}

const USAGE = `Usage: npm run render:brand

Re-renders the favicon, the app icons, the default social image and the logo PNG sources in assets/images/
from their SVG and HTML sources, with the browser tests' Chromium. Overwrites those files in the repository.`

async function renderBrandAssets(argv: readonly string[]): Promise<number> {
  const options = parseCli(argv, {}, USAGE)
  if (typeof options === 'number') return options
  await using browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
  const page = await browser.newPage()
  const favicon = await readFile(resolve(root, 'public/favicon.svg'), 'utf8')
  const icon = (size: number) =>
    renderSvg(page, favicon.replace('width="64" height="64"', `width="${size}" height="${size}"`), size, size)
  await writeFile(resolve(root, 'public/favicon.ico'), pngToIco(await icon(32), 32))
  await writeFile(resolve(root, 'public/apple-touch-icon.png'), await icon(180))
  await writeFile(resolve(root, 'public/images/icon-192.png'), await icon(192))
  await writeFile(resolve(root, 'public/images/icon-512.png'), await icon(512))
  await page.setViewportSize({ width: 1200, height: 630 })
  await page.goto(pathToFileURL(resolve(root, 'assets/og-default.html')).href)
  await writeFile(resolve(root, 'public/images/og/default.png'), await page.screenshot({ type: 'png' }))

  const logoPage = await browser.newPage({ deviceScaleFactor: 4 })
  for (const background of ['dark', 'light']) {
    const svg = await readFile(resolve(root, `public/images/logo-${background}.svg`), 'utf8')
    const png = await smallestPng(await renderSvg(logoPage, svg, 180, 40))
    await writeFile(resolve(root, `assets/images/logo-on-${background}.png`), png)
  }
  console.log(
    'Wrote public/favicon.ico, apple-touch-icon.png, images/icon-192.png, icon-512.png, images/og/default.png',
  )
  console.log('Wrote assets/images/logo-on-dark.png, logo-on-light.png')
  return 0
}

runIfMain(import.meta.url, renderBrandAssets)
