import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { pathTo } from '../../data/routePaths'

// The header's text is set in the visitor's system sans-serif. DejaVu Sans, the default on many Linux desktops, is
// among the widest (Verdana's proportions), so the header is laid out in it here: the font is served from the
// dejavu-fonts-ttf package, not looked up on this machine, whose own fonts may be narrower.

const fontFolder = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf')
const wideFonts = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const
const WIDE_FAMILY = 'Wide Sans Under Test'

// The injected @font-face is the test's, not the site's: the site's font-src does not (and need not) allow it.
test.use({ bypassCSP: true })

async function useWideFont(page: Page): Promise<void> {
  for (const file of Object.values(wideFonts))
    await page.route(`**/__test-fonts/${file}`, (route) =>
      route.fulfill({ contentType: 'font/ttf', body: readFileSync(join(fontFolder, file)) }),
    )
  await page.addStyleTag({
    content: `
      @font-face { font-family: '${WIDE_FAMILY}'; src: url('/__test-fonts/${wideFonts.regular}'); font-weight: 100 500; }
      @font-face { font-family: '${WIDE_FAMILY}'; src: url('/__test-fonts/${wideFonts.bold}'); font-weight: 501 900; }
      :root { --font-sans: '${WIDE_FAMILY}', sans-serif; }
    `,
  })
  await page.evaluate(async (family) => {
    await Promise.all([document.fonts.load(`400 16px '${family}'`), document.fonts.load(`700 16px '${family}'`)])
  }, WIDE_FAMILY)
  expect(await page.evaluate((family) => document.fonts.check(`700 16px '${family}'`), WIDE_FAMILY)).toBe(true)
}

/** Each control of the header's bar with the lines its visible text takes, and the bar's overflow. */
const headerLayout = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header') as HTMLElement
    const bar = header.firstElementChild as HTMLElement
    const lines = [...bar.querySelectorAll('a, button')].flatMap((control) => {
      const tops = new Set<number>()
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const parent = text.parentElement as HTMLElement
        // Skip script text and the one-pixel screen-reader labels: neither is laid out as visible text.
        if (parent.closest('script') || parent.getBoundingClientRect().width <= 1 || !text.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(text)
        for (const box of range.getClientRects()) if (box.width > 0) tops.add(Math.round(box.top))
      }
      return tops.size === 0 ? [] : [{ text: control.textContent?.trim(), lines: tops.size }]
    })
    return { height: header.getBoundingClientRect().height, overflow: bar.scrollWidth - bar.clientWidth, lines }
  })

for (const width of [1024, 1079, 1280]) {
  test(`at ${width}px the header is one line in a wide sans-serif`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(pathTo('home'))
    const before = await headerLayout(page)
    await useWideFont(page)
    const wide = await headerLayout(page)
    // Kept with the test's results (test-results/), for a look at what was measured.
    await page
      .locator('header')
      .first()
      .screenshot({ path: testInfo.outputPath(`header-${width}px-dejavu-sans.png`) })
    expect(wide.lines.length, 'the header shows its menus and account links').toBeGreaterThanOrEqual(5)
    expect(wide.lines.filter((control) => control.lines !== 1)).toEqual([])
    expect(wide.overflow).toBeLessThanOrEqual(0)
    expect(wide.height).toBe(before.height)
  })
}
