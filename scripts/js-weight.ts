/**
 * Prints the JavaScript each prerendered page loads on a first visit (its module script, every modulepreload
 * and their static imports), raw and gzip, the HTML size and the React islands it shows. Reads dist/client only.
 *   tsx scripts/js-weight.ts [--dir dist/client] [--json]
 */

import { readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { listFiles } from './fileList'

export type PageWeight = {
  page: string
  /** The React islands the page shows (components/islands/island.tsx), by name. */
  islands: string[]
  scripts: string[]
  jsBytes: number
  jsGzipBytes: number
  htmlBytes: number
  htmlGzipBytes: number
}

async function htmlFiles(dir: string): Promise<string[]> {
  return (await listFiles(dir)).filter((file) => file.endsWith('.html')).map((file) => join(dir, file))
}

/** Island names a page renders, from its HTML. */
export function islandsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/data-island="([^"]+)"/g)].map((match) => match[1] as string))].sort()
}

const STATIC_IMPORT = /(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g

async function scriptClosure(root: string, start: string[]): Promise<Set<string>> {
  const seen = new Set<string>()
  const queue = [...start]
  while (queue.length > 0) {
    const url = queue.pop() as string
    if (seen.has(url)) continue
    seen.add(url)
    const code = await readFile(join(root, url), 'utf8')
    for (const match of code.matchAll(STATIC_IMPORT)) {
      const target = new URL(match[1] as string, `http://x${url}`).pathname
      if (!seen.has(target)) queue.push(target)
    }
  }
  return seen
}

export async function measurePages(root: string): Promise<PageWeight[]> {
  const results: PageWeight[] = []
  for (const file of await htmlFiles(root)) {
    const html = await readFile(file, 'utf8')
    const starts = [
      ...html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g),
    ].map((match) => match[1] as string)
    const scripts = [...(await scriptClosure(root, starts))].sort()
    let jsBytes = 0
    let jsGzipBytes = 0
    for (const script of scripts) {
      const code = await readFile(join(root, script))
      jsBytes += code.length
      jsGzipBytes += gzipSync(code, { level: 9 }).length
    }
    const page = `/${relative(root, file)}`.replace(/index\.html$/, '').replace(/(.)\/$/, '$1')
    results.push({
      page,
      islands: islandsIn(html),
      scripts,
      jsBytes,
      jsGzipBytes,
      htmlBytes: Buffer.byteLength(html),
      htmlGzipBytes: gzipSync(html).length,
    })
  }
  return results
}

const isMain = process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ''))
if (isMain) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist/client' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) {
    console.log('Usage: tsx scripts/js-weight.ts [--dir dist/client] [--json]')
    process.exit(0)
  }
  const pages = await measurePages(values.dir)
  if (values.json) {
    console.log(JSON.stringify(pages, null, 2))
  } else {
    const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7)
    console.log(
      `${'page'.padEnd(28)} ${'JS kB'.padStart(7)} ${'JS gz'.padStart(7)} ${'HTML kB'.padStart(7)} ${'HTML gz'.padStart(7)}  islands`,
    )
    for (const page of pages) {
      console.log(
        `${page.page.padEnd(28)} ${kb(page.jsBytes)} ${kb(page.jsGzipBytes)} ${kb(page.htmlBytes)} ${kb(page.htmlGzipBytes)}  ${page.islands.join(', ') || '-'}`,
      )
    }
  }
}
