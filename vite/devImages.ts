import { join } from 'node:path'
import type { Plugin } from 'vite'
import type * as SiteImages from '../scripts/images/siteImages'

/** The dev server renders the build-time images on request; a build writes them after the prerender. */
export function devImages(): Plugin {
  return {
    name: 'tarang-dev-images',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        // Only the folders the image step writes (see ogImagePath and variantPath).
        if (!/^\/(og|images\/generated)\//.test(path)) return next()
        try {
          const entry = join(server.config.root, 'scripts/images/siteImages.ts')
          const { siteImage } = (await server.ssrLoadModule(entry)) as typeof SiteImages
          const data = await siteImage(decodeURIComponent(path))
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
