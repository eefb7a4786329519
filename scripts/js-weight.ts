/** Each built page's first-visit JavaScript, HTML size and islands; tests/build/budgets.test.ts measures with it. */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { init, parse } from 'es-module-lexer'
import { defaultSiteDir, hasBuiltSite, parseCli, runIfMain } from './cli'
import { listFiles } from './fileList'
import { textTable } from './textTable'

export type PageWeight = Awaited<ReturnType<typeof measurePages>>[number]

const gzipSize = (data: string | Buffer) => gzipSync(data, { level: 9 }).length

/** `start` and every script it imports, transitively: statically only, or also dynamically. */
async function importClosure(root: string, start: string[], dynamic: boolean): Promise<string[]> {
  await init
  const seen = new Set<string>()
  const visit = async (url: string): Promise<void> => {
    if (seen.has(url)) return
    seen.add(url)
    const [imports] = parse(await readFile(join(root, url), 'utf8'))
    // A static import has d === -1; a dynamic one, the position of its `import(`.
    const targets = imports.filter((entry) => entry.n !== undefined && (dynamic || entry.d === -1))
    await Promise.all(targets.map((entry) => visit(new URL(entry.n as string, `http://site${url}`).pathname)))
  }
  await Promise.all(start.map(visit))
  return [...seen].sort()
}

/**
 * Every built page: its URL path (`/`, `/faq/`, `/404.html`), the islands it shows, the scripts a first visit loads
 * (the page's own and their static imports), those that load on demand (dynamic imports, transitively), the sizes.
 */
export async function measurePages(root: string) {
  const htmlFiles = (await listFiles(root)).filter((file) => file.endsWith('.html'))
  return Promise.all(
    htmlFiles.map(async (file) => {
      const html = await readFile(join(root, file), 'utf8')
      // Script and preload elements, and the lists renderer/clientLoader.ts loads after the first paint.
      const starts = Array.from(
        html.matchAll(
          /<(?:script[^>]*\bsrc|link rel="modulepreload"[^>]*\bhref)="([^"]+)"|\bdata-(?:modules|preload)="([^"]+)"/g,
        ),
        (match) => ((match[1] ?? match[2]) as string).split(' '),
      ).flat()
      const scripts = await importClosure(root, starts, false)
      const lazyScripts = (await importClosure(root, starts, true)).filter((script) => !scripts.includes(script))
      const code = await Promise.all(scripts.map((script) => readFile(join(root, script))))
      return {
        page: `/${file}`.replace(/index\.html$/, ''),
        islands: [
          ...new Set(Array.from(html.matchAll(/data-island="([^"]+)"/g), (match) => match[1] as string)),
        ].sort(),
        scripts,
        lazyScripts,
        jsBytes: code.reduce((sum, bytes) => sum + bytes.length, 0),
        jsGzipBytes: code.reduce((sum, bytes) => sum + gzipSize(bytes), 0),
        htmlBytes: Buffer.byteLength(html),
        htmlGzipBytes: gzipSize(html),
      }
    }),
  )
}

const USAGE = 'Usage: tsx scripts/js-weight.ts [--json]   (measures dist/client, or $OUT_DIR/client)'

async function printWeights(argv: readonly string[]): Promise<number> {
  const values = parseCli(argv, { json: { type: 'boolean' } }, USAGE)
  if (typeof values === 'number') return values
  const dir = defaultSiteDir()
  if (!(await hasBuiltSite(dir))) return 2
  const pages = await measurePages(dir)
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  const rows = pages.map((page) => [
    page.page,
    ...[page.jsBytes, page.jsGzipBytes, page.htmlBytes, page.htmlGzipBytes].map(kb),
    page.islands.join(', ') || '-',
  ])
  const table = textTable(['page', 'JS kB', 'JS gz', 'HTML kB', 'HTML gz', 'islands'], rows).join('\n')
  console.log(values.json ? JSON.stringify(pages, null, 2) : table)
  return 0
}

runIfMain(import.meta.url, printWeights)
