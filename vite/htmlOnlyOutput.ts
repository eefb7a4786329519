import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin, Rolldown } from 'vite'

/** Vike's client build input for each page and its server-routing runtime: no page of this site loads either. */
const VIKE_CLIENT_ENTRY =
  /virtual:vike:page-entry:client:|[\\/]vike[\\/]dist[\\/]client[\\/]runtime-server-routing[\\/]/

/**
 * Pages load only their own client.ts (vite/clientScripts.ts), but Vike 0.4 still builds its client entries and
 * router for each (vikejs/vike#1851, and it needs their manifest records); this deletes the JavaScript only those
 * reach.
 */
export function htmlOnlyOutput(): Plugin {
  return {
    name: 'html-only-output',
    apply: 'build',
    async writeBundle(options, bundle) {
      const { dir } = options
      if (this.environment.config.consumer !== 'client' || !dir) return
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const kept = new Set<string>()
      const visit = (file: string) => {
        const chunk = byFile.get(file)
        if (!chunk || kept.has(file)) return
        kept.add(file)
        for (const imported of [...chunk.imports, ...chunk.dynamicImports]) visit(imported)
      }
      for (const chunk of chunks)
        if (chunk.isEntry && !VIKE_CLIENT_ENTRY.test(chunk.facadeModuleId ?? '')) visit(chunk.fileName)
      const unused = chunks.filter((chunk) => !kept.has(chunk.fileName)).map((chunk) => join(dir, chunk.fileName))
      await Promise.all(unused.flatMap((file) => [rm(file), rm(`${file}.map`, { force: true })]))
    },
  }
}
