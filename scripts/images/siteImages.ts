/** Every image the build makes, as cacheable jobs: Open Graph images and responsive variants (scripts/write-site-files.ts). */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { type OgCard, ogCards } from '../../data/ogImages'
import { responsiveImages } from '../../data/responsiveImages'
import { type ResponsiveImage, variantsOf } from '../../lib/responsiveImage'
import { defaultCacheDir, type ImageJob, imageBytes, runImageJobs } from './imageJobs'
import { type OgTemplateInput, renderOgImage, templateFingerprint } from './ogTemplate'
import { renderVariant, variantsFingerprint } from './variants'

function hash(...parts: Array<string | Buffer>): string {
  const digest = createHash('sha256')
  for (const part of parts) digest.update(part).update('\0')
  return digest.digest('hex')
}

/** `root` is the project's folder, where the sources and templates are (this code runs bundled, away from it). */
export async function ogImageJobs(root: string, cards: readonly OgCard[] = ogCards()): Promise<ImageJob[]> {
  const template = await templateFingerprint(root)
  return cards.map(({ title, priceLine, brandName, host, imagePath }) => {
    const input: OgTemplateInput = { title, priceLine, brandName, host }
    return { path: imagePath, key: hash(template, JSON.stringify(input)), render: () => renderOgImage(input, root) }
  })
}

export async function variantJobs(
  root: string,
  images: readonly ResponsiveImage[] = responsiveImages,
): Promise<ImageJob[]> {
  const encoder = await variantsFingerprint(root)
  const perImage = await Promise.all(
    images.map(async (image) => {
      const sourceFile = resolve(root, 'assets/images', `${image.name}.png`)
      const source = await readFile(sourceFile).catch((error: Error) => {
        throw new Error(`data/responsiveImages.ts: no source image for '${image.name}' (${error.message})`)
      })
      const sourceHash = hash(source)
      return variantsOf(image).map((variant) => ({
        path: variant.path,
        key: hash(encoder, sourceHash, String(variant.pixelWidth), variant.format),
        render: () => renderVariant(source, variant.pixelWidth, variant.format),
      }))
    }),
  )
  return perImage.flat()
}

/** Writes every build-time image into a built site's client directory; resolves to the summary line. */
export async function writeSiteImages(outDir: string, root: string, cacheDir: string | null = defaultCacheDir(root)) {
  const [og, variants] = await Promise.all([ogImageJobs(root), variantJobs(root)])
  const result = await runImageJobs([...og, ...variants], { outDir, cacheDir })
  return `images: ${og.length} Open Graph images, ${variants.length} responsive variants: ${result.generated} generated, ${result.cached} from cache in ${result.ms} ms`
}

/** One build-time image by URL path, for the dev server; undefined when the build makes no such file. */
export async function siteImage(path: string, root: string): Promise<Buffer | undefined> {
  const jobs = (await Promise.all([ogImageJobs(root), variantJobs(root)])).flat()
  const job = jobs.find((candidate) => candidate.path === path)
  return job && (await imageBytes(job, defaultCacheDir(root))).data
}
