import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { budgets, KB } from '../../scripts/budgets'
import { measurePages, type PageWeight } from '../../scripts/js-weight'

// Reads the built files only (no browser): fast and deterministic. OUT_DIR as in playwright.config.ts.
const root = `${process.env.OUT_DIR || 'dist'}/client`
let pages: PageWeight[] = []

test.beforeAll(async () => {
  pages = await measurePages(root)
})

test('every prerendered page was measured', () => {
  expect(pages.length).toBeGreaterThanOrEqual(30)
  for (const page of pages) expect(page.scripts.length, `${page.page} loads no script at all`).toBeGreaterThan(0)
})

test(`no route loads more than ${budgets.jsGzipKb} kB of JavaScript (gzip) on a first visit`, () => {
  const over = pages
    .filter((page) => page.jsGzipBytes > budgets.jsGzipKb * KB)
    .map((page) => `${page.page}: ${(page.jsGzipBytes / KB).toFixed(1)} kB`)
  expect(over, 'routes over the JavaScript budget').toEqual([])
})

test(`no route's HTML is over ${budgets.htmlGzipKb} kB (gzip)`, () => {
  const over = pages
    .filter((page) => page.htmlGzipBytes > budgets.htmlGzipKb * KB)
    .map((page) => `${page.page}: ${(page.htmlGzipBytes / KB).toFixed(1)} kB`)
  expect(over, 'routes over the HTML budget').toEqual([])
})

/** Island names a page renders, from its HTML. */
function islandsIn(html: string): Set<string> {
  return new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1] as string))
}

test('a page loads the code of its own islands and of no other', async () => {
  const htmlOf = async (page: PageWeight) =>
    readFile(
      join(
        root,
        page.page === '/' ? 'index.html' : page.page.endsWith('.html') ? page.page : `${page.page}/index.html`,
      ),
      'utf8',
    )
  const islandsByPage = new Map<string, Set<string>>()
  for (const page of pages) islandsByPage.set(page.page, islandsIn(await htmlOf(page)))
  const allIslands = new Set([...islandsByPage.values()].flatMap((names) => [...names]))
  expect(allIslands.size, 'islands found across the site').toBeGreaterThanOrEqual(10)
  const problems: string[] = []
  for (const page of pages) {
    const code = (await Promise.all(page.scripts.map((script) => readFile(join(root, script), 'utf8')))).join('\n')
    const own = islandsByPage.get(page.page) ?? new Set()
    for (const name of allIslands) {
      // defineIsland('Name', ...) leaves the name as a string literal in the bundle that defines the island.
      const shipped = new RegExp(`["'\`]${name}["'\`]`).test(code)
      if (own.has(name) && !shipped)
        problems.push(`${page.page}: island ${name} is on the page but its code is not loaded`)
      if (!own.has(name) && shipped)
        problems.push(`${page.page}: loads the code of island ${name}, which it does not show`)
    }
  }
  expect(problems).toEqual([])
})
