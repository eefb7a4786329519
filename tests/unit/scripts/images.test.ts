import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { OG_IMAGE_SIZE, ogCardFor, ogImagePath, routeFromPrice } from '../../../data/ogImages'
import { cheapestPrice } from '../../../data/plans'
import { findRoute } from '../../../data/routeLookup'
import { routeList } from '../../../data/routes'
import { defaultSeo } from '../../../data/seo'
import { absoluteSiteUrl } from '../../../data/site'
import { formatInr } from '../../../lib/format'
import { buildHead } from '../../../renderer/head/buildHead'
import { renderOgImage } from '../../../scripts/images/ogTemplate'
import { type ImageJob, ogImageJobs, renderVariant, runImageJobs } from '../../../scripts/images/siteImages'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

const route = (path: string) => {
  const found = findRoute(path)
  if (!found) throw new Error(`no route ${path}`)
  return found
}

const temporary: string[] = []
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true })
})
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'og-images-'))
  temporary.push(dir)
  return dir
}

describe('Open Graph image of each route', () => {
  it('is a file of its own under /og/, named after the route path', () => {
    expect(ogImagePath('/')).toBe('/og/index.png')
    expect(ogImagePath('/games/valheim')).toBe('/og/games/valheim.png')
    const paths = routeList.map((entry) => ogCardFor(entry).imagePath)
    expect(new Set(paths).size).toBe(routeList.length)
  })

  it('is what the head links to, absolute, with its size and a description', () => {
    const head = buildHead(route('/servers/web-hosting'))
    expect(head.og.image).toBe(absoluteSiteUrl('/og/servers/web-hosting.png'))
    expect([head.og.imageWidth, head.og.imageHeight]).toEqual([1200, 630])
    expect(head.og.imageAlt).toBe(
      `Tarang Cloud: cPanel web hosting, from ${formatInr(cheapestPrice('webHosting') ?? Number.NaN)}/month`,
    )
    expect(buildHead(route('/about-us')).og.image).toBe('https://www.example.com/og/about-us.png')
  })

  it('the 404 page keeps the default image', () => {
    const head = buildHead(undefined)
    expect(head.og.image).toBe(absoluteSiteUrl(defaultSeo.image.src))
    expect([head.og.imageWidth, head.og.imageHeight]).toEqual([defaultSeo.image.width, defaultSeo.image.height])
  })

  it('shows a "from" price exactly on the pages that sell at one', () => {
    const priced = routeList.filter((entry) => ogCardFor(entry).priceLine !== undefined).map((entry) => entry.id)
    expect(priced.sort()).toEqual(['discordBot', 'minecraft', 'palworld', 'vpsIntel', 'vpsRyzen', 'webHosting'])
    expect(ogCardFor(route('/games/palworld')).priceLine).toBe(
      `from ${formatInr(cheapestPrice('palworld') ?? 0)}/month`,
    )
    expect(routeFromPrice({ path: '/servers/vds' })).toBeUndefined()
  })
})

describe('the Open Graph template', () => {
  it('renders a 1200x630 PNG, the same bytes every time, different for different routes', async () => {
    const minecraft = ogCardFor(route('/games/minecraft'))
    const faq = ogCardFor(route('/faq'))
    const [first, again, other] = await Promise.all([
      renderOgImage(minecraft),
      renderOgImage(minecraft),
      renderOgImage(faq),
    ])
    const metadata = await sharp(first).metadata()
    expect([metadata.format, metadata.width, metadata.height]).toEqual([
      'png',
      OG_IMAGE_SIZE.width,
      OG_IMAGE_SIZE.height,
    ])
    expect(again.equals(first)).toBe(true)
    const [a, b] = await Promise.all([first, other].map((png) => sharp(png).raw().toBuffer()))
    let differing = 0
    for (let index = 0; index < (a?.length ?? 0); index++) if (a?.[index] !== b?.[index]) differing += 1
    // The title and price differ: many pixels, not a stray byte in the file.
    expect(differing).toBeGreaterThan(10_000)
  })

  it('shrinks a long title to fit instead of running off the image', async () => {
    const png = await renderOgImage({
      title: 'An extremely long page heading that goes on and on, far beyond anything the site uses today, to test',
      priceLine: 'from ₹1,25,000/month',
      brandName: 'Tarang Cloud',
      host: 'example.com',
    })
    const metadata = await sharp(png).metadata()
    expect([metadata.width, metadata.height]).toEqual([1200, 630])
  })

  it('gives each card a cache key of its text, so an unchanged card is never rendered twice', async () => {
    const [minecraft, sameAgain, faq] = await ogImageJobs([
      ogCardFor(route('/games/minecraft')),
      { ...ogCardFor(route('/games/minecraft')), imagePath: '/og/copy.png' },
      ogCardFor(route('/faq')),
    ])
    expect(minecraft?.key).toBe(sameAgain?.key)
    expect(minecraft?.key).not.toBe(faq?.key)
  })
})

describe('runImageJobs', () => {
  it('renders what is not cached, links what is, and writes every file', async () => {
    const outDir = tempDir()
    const cacheDir = tempDir()
    let renders = 0
    const job = (path: string, key: string, text: string): ImageJob => ({
      path,
      key,
      render: async () => {
        renders += 1
        return Buffer.from(text)
      },
    })
    const jobs = [job('/og/a.png', 'a'.repeat(64), 'A'), job('/og/deep/b.png', 'b'.repeat(64), 'B')]
    expect(await runImageJobs(jobs, { outDir, cacheDir })).toMatchObject({ generated: 2, cached: 0 })
    expect(await runImageJobs(jobs, { outDir: tempDir(), cacheDir })).toMatchObject({ generated: 0, cached: 2 })
    expect(renders).toBe(2)
    expect(readFileSync(join(outDir, 'og/deep/b.png'), 'utf8')).toBe('B')
    // A changed input is a new key: rendered again.
    const changed = [job('/og/a.png', 'c'.repeat(64), 'C')]
    expect(await runImageJobs(changed, { outDir, cacheDir })).toMatchObject({ generated: 1, cached: 0 })
    expect(readFileSync(join(outDir, 'og/a.png'), 'utf8')).toBe('C')
    // The first run's files are links to the cache: replacing one left the cached bytes as they were.
    const again = tempDir()
    await runImageJobs(jobs, { outDir: again, cacheDir })
    expect(readFileSync(join(again, 'og/a.png'), 'utf8')).toBe('A')
  })

  it('refuses two jobs for one file and names a file that fails', async () => {
    const [outDir, cacheDir] = [tempDir(), tempDir()]
    const same = { path: '/og/x.png', key: 'x'.repeat(64), render: async () => Buffer.from('x') }
    await expect(runImageJobs([same, same], { outDir, cacheDir })).rejects.toThrow(/\/og\/x\.png/)
    const failing = {
      ...same,
      render: async () => {
        throw new Error('bad input')
      },
    }
    await expect(runImageJobs([failing], { outDir, cacheDir })).rejects.toThrow('could not make /og/x.png: bad input')
  })
})

describe('responsive logo variants', () => {
  it('are the same pixels in both formats, the WebP (offered first) the smaller file', async () => {
    const source = readFileSync(join(ROOT, 'assets/images/logo-on-dark.png'))
    for (const pixelWidth of [180, 360, 540]) {
      const [png, webp] = await Promise.all([
        renderVariant(source, pixelWidth, 'png'),
        renderVariant(source, pixelWidth, 'webp'),
      ])
      expect((await sharp(webp).metadata()).format).toBe('webp')
      expect(webp.length).toBeLessThan(png.length)
      const pixels = (image: Buffer) => sharp(image).ensureAlpha().raw().toBuffer()
      const [pngPixels, webpPixels] = await Promise.all([pixels(png), pixels(webp)])
      expect(webpPixels.equals(pngPixels)).toBe(true)
    }
  })
})
