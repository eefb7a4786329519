import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { buildTime, hostFileContents } from '../renderer/hostFileContents'
import { seoFileContents } from '../renderer/seoFileContents'
import { writeSiteImages } from '../scripts/images/siteImages'
import { buildSettings } from '../scripts/settings'

/** Writes the SEO and host files and every build-time image into `clientDir`; resolves to the images' summary. */
export async function writeClientFiles(clientDir: string, root: string): Promise<string> {
  for (const [fileName, source] of Object.entries({
    ...seoFileContents(),
    ...hostFileContents(buildTime(buildSettings(process.env, root).sourceDateEpoch)),
  })) {
    await mkdir(dirname(join(clientDir, fileName)), { recursive: true })
    await writeFile(join(clientDir, fileName), source)
  }
  return writeSiteImages(clientDir, root)
}
