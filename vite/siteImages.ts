import { join } from 'node:path'
import { type Plugin, runnerImport } from 'vite'
import type * as SiteImages from '../scripts/images/siteImages'

/** URL prefixes of the files the image step makes (see ogImagePath and variantPath). */
const GENERATED_PREFIXES = ['/og/', '/images/generated/']

/**
 * Writes every Open Graph image and responsive variant into the client build (the dev server renders them on
 * request), loading the data and sharp through Vite's module runner, not into the Vite config.
 */
export function siteImages(): Plugin {
  const entry = (root: string) => join(root, 'scripts/images/siteImages.ts')
  return {
    name: 'tarang-site-images',
    async writeBundle(options) {
      if (this.environment.config.consumer !== 'client') return
      const outDir = options.dir ?? this.environment.config.build.outDir
      const { module } = await runnerImport<typeof SiteImages>(entry(this.environment.config.root), {
        configFile: false,
        logLevel: 'error',
      })
      this.environment.logger.info(await module.writeSiteImages(outDir))
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        if (!GENERATED_PREFIXES.some((prefix) => path.startsWith(prefix))) return next()
        try {
          const module = (await server.ssrLoadModule(entry(server.config.root))) as typeof SiteImages
          const data = await module.siteImage(decodeURIComponent(path))
          if (!data) return next()
          // Every generated file is a PNG, WebP or AVIF, and its extension is its image type.
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
