import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** Vike's client build input for each page (its client-side config) and its server-routing runtime. */
const VIKE_PAGE_ENTRY = 'virtual:vike:page-entry:client:'
const VIKE_SERVER_ROUTING_ENTRY = /[\\/]vike[\\/]dist[\\/]client[\\/]runtime-server-routing[\\/]entry\.js$/

/**
 * Every page is HTML-only (renderer/+config.ts: `clientHooks: false`), so a page loads its +client.ts and what that
 * imports, never Vike's client runtime or its per-page client entry. Vike still builds both for every page (its
 * build input is fixed, with no setting to leave them out), and the client manifest needs them: Vike reads the
 * page entry's record to find the CSS of server-rendered components. So the client build keeps the manifest and
 * removes only the JavaScript files those entries alone lead to, once written. The budget test checks that every
 * remaining script is loaded by some page, and that every script a page loads exists.
 */
export function htmlOnlyOutput(): Plugin {
  return {
    name: 'html-only-output',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment.config.consumer !== 'client' || !options.dir) return
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk')
      const isVikeOnly = (chunk: (typeof chunks)[number]) =>
        chunk.facadeModuleId !== null &&
        (chunk.facadeModuleId.includes(VIKE_PAGE_ENTRY) || VIKE_SERVER_ROUTING_ENTRY.test(chunk.facadeModuleId))
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const kept = new Set<string>()
      const queue = chunks.filter((chunk) => chunk.isEntry && !isVikeOnly(chunk)).map((chunk) => chunk.fileName)
      while (queue.length > 0) {
        const file = queue.pop() as string
        if (kept.has(file)) continue
        kept.add(file)
        const chunk = byFile.get(file)
        if (chunk) queue.push(...chunk.imports, ...chunk.dynamicImports)
      }
      const dir = options.dir
      const removed = chunks.filter((chunk) => !kept.has(chunk.fileName)).map((chunk) => join(dir, chunk.fileName))
      await Promise.all(removed.flatMap((file) => [rm(file), rm(`${file}.map`, { force: true })]))
    },
  }
}
