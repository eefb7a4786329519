import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { budgets, KB } from '../../scripts/budgets'
import { listFiles } from '../../scripts/fileList'
import { measurePages, type PageWeight } from '../../scripts/js-weight'

// Reads the built files only (no browser): fast and deterministic. OUT_DIR as in playwright.config.ts.
const root = `${process.env.OUT_DIR || 'dist'}/client`
let pages: PageWeight[] = []
/** Every script a page loads, concatenated. */
const codeOf = async (page: PageWeight) =>
  (await Promise.all(page.scripts.map((script) => readFile(join(root, script), 'utf8')))).join('\n')
// react-dom's production build links each of its error codes to this page: a script with it carries React.
const REACT_DOM_MARKER = 'react.dev/errors'

test.beforeAll(async () => {
  pages = await measurePages(root)
})

test('every prerendered page was measured', () => {
  expect(pages.length).toBeGreaterThanOrEqual(30)
  for (const page of pages) expect(page.scripts.length, `${page.page} loads no script at all`).toBeGreaterThan(0)
  expect(pages.filter((page) => page.islands.length === 0).length, 'pages without islands').toBeGreaterThan(10)
  expect(pages.filter((page) => page.islands.length > 0).length, 'pages with islands').toBeGreaterThan(5)
})

test(`a page without React islands loads no React and at most ${budgets.shellJsGzipKb} kB of JavaScript (gzip)`, async () => {
  const problems: string[] = []
  for (const page of pages.filter((page) => page.islands.length === 0)) {
    if (page.jsGzipBytes > budgets.shellJsGzipKb * KB)
      problems.push(`${page.page}: ${(page.jsGzipBytes / KB).toFixed(1)} kB`)
    if ((await codeOf(page)).includes(REACT_DOM_MARKER)) problems.push(`${page.page}: loads react-dom`)
  }
  expect(problems, 'pages without islands over the shell budget or loading React').toEqual([])
})

test(`a page with React islands loads React and at most ${budgets.jsGzipKb} kB of JavaScript (gzip)`, async () => {
  const problems: string[] = []
  for (const page of pages.filter((page) => page.islands.length > 0)) {
    // A route still over the target has its own ceiling meanwhile (scripts/budgets.ts), so it cannot grow.
    const limitKb = budgets.jsGzipKbOverTarget[page.page] ?? budgets.jsGzipKb
    if (page.jsGzipBytes > limitKb * KB) problems.push(`${page.page}: ${(page.jsGzipBytes / KB).toFixed(1)} kB`)
    if (!(await codeOf(page)).includes(REACT_DOM_MARKER)) problems.push(`${page.page}: does not load react-dom`)
  }
  expect(problems, 'pages with islands over the budget or without React').toEqual([])
})

test(`no route's HTML is over ${budgets.htmlGzipKb} kB (gzip)`, () => {
  const over = pages
    .filter((page) => page.htmlGzipBytes > budgets.htmlGzipKb * KB)
    .map((page) => `${page.page}: ${(page.htmlGzipBytes / KB).toFixed(1)} kB`)
  expect(over, 'routes over the HTML budget').toEqual([])
})

test('a page loads the code of its own islands and of no other', async () => {
  const allIslands = new Set(pages.flatMap((page) => page.islands))
  expect(allIslands.size, 'islands found across the site').toBeGreaterThanOrEqual(6)
  const problems: string[] = []
  for (const page of pages) {
    const code = await codeOf(page)
    for (const name of allIslands) {
      // defineIsland('Name', ...) leaves the name as a string literal in the bundle that defines the island.
      const shipped = new RegExp(`["'\`]${name}["'\`]`).test(code)
      const shown = page.islands.includes(name)
      if (shown && !shipped) problems.push(`${page.page}: island ${name} is on the page but its code is not loaded`)
      if (!shown && shipped) problems.push(`${page.page}: loads the code of island ${name}, which it does not show`)
    }
  }
  expect(problems).toEqual([])
})

test('the build emits no JavaScript that no page loads', async () => {
  const loaded = new Set(pages.flatMap((page) => page.scripts))
  const emitted = (await listFiles(join(root, 'assets')))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/assets/${file}`)
  expect(emitted.length, 'scripts in the build').toBeGreaterThan(0)
  expect(emitted.filter((file) => !loaded.has(file))).toEqual([])
})
