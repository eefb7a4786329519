import { join } from 'node:path'
import { type Plugin, runnerImport } from 'vite'
import type * as SeoFileContents from './seoFileContents'

/**
 * Emits sitemap.xml and robots.txt into the client build, next to the prerendered pages. The registry is loaded
 * through Vite's module runner when the bundle is written, rather than imported here, so the Vite config does
 * not pull the whole data layer into its own bundle.
 */
export function seoFiles(): Plugin {
  return {
    name: 'tarang-seo-files',
    apply: 'build',
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return
      const entry = join(this.environment.config.root, 'renderer/seoFileContents.ts')
      const { module } = await runnerImport<typeof SeoFileContents>(entry, { configFile: false, logLevel: 'error' })
      const files = module.seoFileContents()
      for (const [fileName, source] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source })
    },
  }
}
