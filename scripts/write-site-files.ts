import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { buildTime, hostFileContents } from '../renderer/hostFileContents'
import { seoFileContents } from '../renderer/seoFileContents'
import { writeSiteImages } from './images/siteImages'
import { type BuildSettings, PROJECT_ROOT } from './settings'

/**
 * The build's step after the prerender: the SEO files (sitemap.xml, robots.txt), the host files (_redirects,
 * security.txt, the manifest) and every build-time image, written into the prerendered site in `clientDir`.
 * Resolves to the images' summary line.
 */
export async function writeSiteFiles(clientDir: string, settings: BuildSettings): Promise<string> {
  const files = { ...seoFileContents(), ...hostFileContents(buildTime(settings.sourceDateEpoch)) }
  for (const [fileName, source] of Object.entries(files)) {
    await mkdir(dirname(join(clientDir, fileName)), { recursive: true })
    await writeFile(join(clientDir, fileName), source)
  }
  return writeSiteImages(clientDir, PROJECT_ROOT, settings.imageCacheDir)
}
