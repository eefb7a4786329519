import { join, resolve } from 'node:path'
import { type Plugin, runnerImport } from 'vite'
import type * as SiteImages from '../scripts/images/siteImages'
import type * as ClientFiles from './clientFiles'

/** URL prefixes of the files the image step makes (see ogImagePath and variantPath). */
const GENERATED_PREFIXES = ['/og/', '/images/generated/']

/**
 * Writes the SEO and host files and every build-time image into the client build (the dev server renders images
 * on request). Their modules load through Vite's module runner, not into the Vite config, and only as the server
 * build ends, after Vike's prerender: on Node 20 the runner registers an ESM loader thread (`module.register`)
 * that slows every later import in the process.
 */
export function siteFiles(): Plugin {
  return {
    name: 'tarang-site-files',
    async closeBundle() {
      if (this.environment.mode !== 'build' || this.environment.config.consumer !== 'server') return
      const { root, environments } = this.environment.getTopLevelConfig()
      const entry = join(root, 'vite/clientFiles.ts')
      const { module } = await runnerImport<typeof ClientFiles>(entry, { configFile: false, logLevel: 'error' })
      this.environment.logger.info(
        await module.writeClientFiles(resolve(root, environments.client?.build.outDir ?? '')),
      )
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        if (!GENERATED_PREFIXES.some((prefix) => path.startsWith(prefix))) return next()
        try {
          const entry = join(server.config.root, 'scripts/images/siteImages.ts')
          const module = (await server.ssrLoadModule(entry)) as typeof SiteImages
          const data = await module.siteImage(decodeURIComponent(path))
          if (!data) return next()
          // Every generated file is a PNG or WebP, and its extension is its image type.
          response.setHeader('Content-Type', `image/${path.slice(path.lastIndexOf('.') + 1)}`)
          response.setHeader('Cache-Control', 'no-cache')
          response.end(data)
        } catch (error) {
          next(error)
        }
      })
    },
  }
}
