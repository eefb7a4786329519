import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'
import type * as SiteImages from '../scripts/images/siteImages'
import type * as ClientFiles from './clientFiles'

/** URL prefixes of the files the image step makes (see ogImagePath and variantPath). */
const GENERATED_PREFIXES = ['/og/', '/images/generated/']
/** vite/clientFiles.ts as an entry of the server build, beside Vike's. */
const CLIENT_FILES_ENTRY = 'client-files.mjs'

/**
 * Writes the SEO and host files and every build-time image into the client build (the dev server renders images
 * on request). Their code is an entry of the server build, so it shares the prerender's modules: the data layer
 * is evaluated once. It is imported as the server bundle is written (Vike's prerender removes dist/server when it
 * ends) and writes after the prerender, as the server build closes.
 */
export function siteFiles(): Plugin {
  let clientFiles: typeof ClientFiles | undefined
  return {
    name: 'tarang-site-files',
    buildStart() {
      if (this.environment.mode !== 'build' || this.environment.config.consumer !== 'server') return
      const id = join(this.environment.config.root, 'vite/clientFiles.ts')
      this.emitFile({ type: 'chunk', id, fileName: CLIENT_FILES_ENTRY })
    },
    writeBundle: {
      // Loaded before Vike's own writeBundle starts, which prerenders and then removes the server build.
      order: 'pre',
      sequential: true,
      async handler(options) {
        if (this.environment.config.consumer !== 'server' || !options.dir) return
        clientFiles = await import(pathToFileURL(join(options.dir, CLIENT_FILES_ENTRY)).href)
      },
    },
    async closeBundle() {
      if (this.environment.config.consumer !== 'server' || !clientFiles) return
      const { root, environments } = this.environment.getTopLevelConfig()
      this.environment.logger.info(
        await clientFiles.writeClientFiles(resolve(root, environments.client?.build.outDir ?? ''), root),
      )
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        if (!GENERATED_PREFIXES.some((prefix) => path.startsWith(prefix))) return next()
        try {
          const entry = join(server.config.root, 'scripts/images/siteImages.ts')
          const module = (await server.ssrLoadModule(entry)) as typeof SiteImages
          const data = await module.siteImage(decodeURIComponent(path), server.config.root)
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
