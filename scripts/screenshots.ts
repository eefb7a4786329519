/** Full-page screenshots of every route per width and theme, motion off so two runs of one build match. */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { routeList } from '../data/routes'
import { presetTheme, stubExternalImages, themes, waitForHydration } from '../tests/e2e/support/site'
import { withSiteAndBrowser } from './bench/browserBench'
import { parseCli, runIfMain } from './cli'

const USAGE = `Usage: npm run screenshots -- [options]   (build first: npm run build)

Shoots the built site (dist/client, or $OUT_DIR/client) at widths 390, 768 and 1280 px in the light and dark
themes, into reports/screenshots/ (emptied first) with an index.html to browse them.

Options:
  --routes <list>   comma-separated paths (default: every route in data/routes.ts and /404.html)`

const WIDTHS = [390, 768, 1280]
const OUT = 'reports/screenshots'

type Shot = { path: string; width: number; theme: string; file: string }

/** A file name for a path: `/` → `home`, `/servers/vps/` → `servers-vps`. */
const shotName = (path: string) => path.replace(/^\/|\/$|\.html$/g, '').replaceAll('/', '-') || 'home'

/** Waits for the page script and every image; islands show their prerendered markup, as they would. */
async function settle(page: Page): Promise<void> {
  await waitForHydration(page)
  // A full-page shot does not scroll: load lazy images, and show the blocks that render only near the viewport
  // (.defer-render in renderer/styles/global.css) as a visitor scrolling to them sees them.
  await page.evaluate(async () => {
    const images = [...document.images]
    for (const image of images) image.loading = 'eager'
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    await document.fonts.ready
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible'
    }
  })
}

async function main(argv: readonly string[]): Promise<number> {
  const values = parseCli(argv, { routes: { type: 'string' } }, USAGE)
  if (typeof values === 'number') return values
  const paths = values.routes?.split(',') ?? [...routeList.map((route) => route.path), '/404.html']

  await rm(OUT, { recursive: true, force: true })
  await mkdir(OUT, { recursive: true })
  const started = Date.now()
  const shots: Shot[] = []
  const failed: string[] = []
  await withSiteAndBrowser(async (browser, origin) => {
    for (const theme of themes) {
      for (const width of WIDTHS) {
        await using context = await browser.newContext({
          viewport: { width, height: 900 }, // a full-page shot covers the whole page anyway
          colorScheme: theme,
          reducedMotion: 'reduce',
        })
        for (const path of paths) {
          const file = `${shotName(path)}-${width}-${theme}.png`
          try {
            await using page = await context.newPage()
            await presetTheme(page, theme)
            await stubExternalImages(page)
            await page.goto(new URL(path, `${origin}/`).href, { timeout: 60_000 })
            await settle(page)
            await page.screenshot({ path: join(OUT, file), fullPage: true, animations: 'disabled' })
            shots.push({ path, width, theme, file })
            console.log(file)
          } catch (error) {
            // One slow or broken page should not cost the rest of the run: note it and go on.
            failed.push(`${file}: ${(error as Error).message.split('\n')[0]}`)
            console.error(`${file} failed`)
          }
        }
      }
    }
  })
  await writeFile(join(OUT, 'index.html'), galleryHtml(shots))
  const seconds = ((Date.now() - started) / 1000).toFixed(0)
  console.log(`${shots.length} screenshots in ${seconds} s: ${join(OUT, 'index.html')}`)
  if (failed.length > 0) console.error(`${failed.length} failed:\n${failed.join('\n')}`)
  return failed.length > 0 ? 1 : 0
}

/** One row per page and theme, one column per width, each picture linked to its full size. */
function galleryHtml(shots: Shot[]) {
  const html = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)
  const rowOf = (shot: Shot) => `${shot.path} (${shot.theme})`
  const picture = (shot: Shot) =>
    `<a href="${html(shot.file)}"><img src="${html(shot.file)}" alt="" loading="lazy" width="${Math.round(shot.width / 3)}">${shot.width} px</a>`
  const rows = [...new Set(shots.map(rowOf))].map((row) => {
    const pictures = shots.filter((shot) => rowOf(shot) === row).map(picture)
    return `<h2>${html(row)}</h2><div class="row">${pictures.join('')}</div>`
  })
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Screenshots at ${WIDTHS.join(', ')} px</title>
<style>body{font:14px system-ui;margin:1rem}.row{display:flex;gap:1rem;align-items:flex-start}a{display:grid;gap:.25rem}img{border:1px solid #888}</style>
<h1>Screenshots</h1>
${rows.join('\n')}
</html>
`
}

runIfMain(import.meta.url, main)
