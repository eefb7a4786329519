import { join } from 'node:path'
import { type Plugin, runnerImport } from 'vite'
import type * as HostFileContents from '../renderer/hostFileContents'
import type * as SeoFileContents from '../renderer/seoFileContents'

/**
 * Emits sitemap.xml and robots.txt, and the host files (security.txt, the web app manifest, _redirects), into the
 * client build, next to the prerendered pages. The registry is loaded
 * through Vite's module runner when the bundle is written, rather than imported here, so the Vite config does
 * not pull the whole data layer into its own bundle.
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
