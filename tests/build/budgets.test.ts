import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { pathTo } from '../../data/routePaths'
import { defaultSiteDir } from '../../scripts/cli'
import { listFiles } from '../../scripts/fileList'
import { measurePages, type PageWeight } from '../../scripts/js-weight'

/**
 * JavaScript budgets over the built site (OUT_DIR, default dist), per page, on a first visit: its module scripts
 * and their static imports, gzip. 1 kB = 1,024 bytes.
 */
const KB = 1024
/** A page without React islands runs the framework-free shell only. */
const SHELL_JS_GZIP_KB = 12
/** A page with islands: React and react-dom (about 67 kB) plus the code of the islands it shows. */
const ISLAND_JS_GZIP_KB = 85
/**
 * The admin pages (noindex, for the site's own staff): React plus react-router-dom as published, 92 kB in November
 * 2026 (docs/decisions/admin-javascript-budget.md).
 */
const ADMIN_JS_GZIP_KB = 100
const isAdmin = (page: PageWeight) => page.page.startsWith(pathTo('admin'))
/** The HTML document, gzip: the islands' props ride along in it. */
const HTML_GZIP_KB = 24
// react-dom's production build links each of its error codes to this page: a script with it carries React.
const REACT_DOM_MARKER = 'react.dev/errors'
// zod's core registers this global when it is evaluated: a script with it carries zod, which only the build runs.
const ZOD_MARKER = '__zod_globalConfig'

const root = defaultSiteDir()
let pages: PageWeight[] = []
const codeOf = async (page: PageWeight) =>
  (await Promise.all(page.scripts.map((script) => readFile(join(root, script), 'utf8')))).join('\n')
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`

beforeAll(async () => {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root} has no built site: run "npm run build" first.`)
  pages = await measurePages(root)
})

describe('the built site', () => {
  it('has every prerendered page, each loading some script, with and without islands', () => {
    expect(pages.length).toBeGreaterThanOrEqual(30)
    for (const page of pages) expect(page.scripts.length, `${page.page} loads no script at all`).toBeGreaterThan(0)
    expect(pages.filter((page) => page.islands.length === 0).length, 'pages without islands').toBeGreaterThan(10)
    expect(pages.filter((page) => page.islands.length > 0).length, 'pages with islands').toBeGreaterThan(5)
  })

  it(`loads no React and at most ${SHELL_JS_GZIP_KB} kB of JavaScript on a page without islands`, async () => {
    const problems: string[] = []
    for (const page of pages.filter((page) => page.islands.length === 0)) {
      if (page.jsGzipBytes > SHELL_JS_GZIP_KB * KB) problems.push(`${page.page}: ${kb(page.jsGzipBytes)}`)
      if ((await codeOf(page)).includes(REACT_DOM_MARKER)) problems.push(`${page.page}: loads react-dom`)
    }
    expect(problems).toEqual([])
  })

  it('runs the shell from one file with no imports on a page without islands', () => {
    // Each import is another round trip before the page's scripts have run (docs/performance.md).
    const chained = pages.filter((page) => page.islands.length === 0 && page.scripts.length !== 1)
    expect(chained.map((page) => `${page.page}: ${page.scripts.join(', ')}`)).toEqual([])
  })

  it('loads the admin password hash on no first visit, the admin pages included', async () => {
    const problems: string[] = []
    for (const page of pages) if ((await codeOf(page)).includes('pbkdf2-sha256$')) problems.push(page.page)
    expect(problems).toEqual([])
  })

  it(`loads React and at most ${ISLAND_JS_GZIP_KB} kB of JavaScript on a page with islands (${ADMIN_JS_GZIP_KB} kB on the admin pages)`, async () => {
    const problems: string[] = []
    expect(pages.filter(isAdmin).length, 'admin pages').toBeGreaterThan(0)
    for (const page of pages.filter((page) => page.islands.length > 0)) {
      const budget = isAdmin(page) ? ADMIN_JS_GZIP_KB : ISLAND_JS_GZIP_KB
      if (page.jsGzipBytes > budget * KB) problems.push(`${page.page}: ${kb(page.jsGzipBytes)}`)
      if (!(await codeOf(page)).includes(REACT_DOM_MARKER)) problems.push(`${page.page}: does not load react-dom`)
    }
    expect(problems).toEqual([])
  })

  it(`keeps every page's HTML at most ${HTML_GZIP_KB} kB (gzip)`, () => {
    const over = pages.filter((page) => page.htmlGzipBytes > HTML_GZIP_KB * KB)
    expect(over.map((page) => `${page.page}: ${kb(page.htmlGzipBytes)}`)).toEqual([])
  })

  it('loads the code of the islands a page shows and of no other', async () => {
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

  it('emits no JavaScript that no page loads, and no zod in any script', async () => {
    const loaded = new Set(pages.flatMap((page) => [...page.scripts, ...page.lazyScripts]))
    const emitted = (await listFiles(root)).filter((file) => file.endsWith('.js')).map((file) => `/${file}`)
    expect(emitted.length, 'scripts in the build').toBeGreaterThan(0)
    expect(emitted.filter((file) => !loaded.has(file))).toEqual([])
    const withZod = []
    for (const file of emitted) if ((await readFile(join(root, file), 'utf8')).includes(ZOD_MARKER)) withZod.push(file)
    expect(withZod, 'scripts carrying zod (data/schemas/* must stay out of the browser)').toEqual([])
  })
})
