import { join } from 'node:path'
import { type Plugin, runnerImport } from 'vite'
import type * as HostFileContents from '../renderer/hostFileContents'
import type * as SeoFileContents from '../renderer/seoFileContents'

/**
 * Emits the SEO and host files into the client build, loading the data through Vite's module runner so the Vite
 * config does not bundle the whole data layer.
 */
export function seoFiles(): Plugin {
  return {
    name: 'tarang-seo-files',
    apply: 'build',
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      const load = <Module>(file: string) =>
        runnerImport<Module>(join(this.environment.config.root, file), { configFile: false, logLevel: 'error' })
      const seo = (await load<typeof SeoFileContents>('renderer/seoFileContents.ts')).module.seoFileContents()
      const host = (await load<typeof HostFileContents>('renderer/hostFileContents.ts')).module.hostFileContents()
      for (const [fileName, source] of Object.entries({ ...seo, ...host })) {
        this.emitFile({ type: 'asset', fileName, source })
      }
    },
  }
}
