/** The build's images (Open Graph images, responsive variants), cached by a hash of their inputs: a hit is linked. */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { copyFile, link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { dirname, extname, join, resolve } from 'node:path'
import sharp from 'sharp'
import { type OgCard, ogCards } from '../../data/ogImages'
import { responsiveImages } from '../../data/responsiveImages'
import { type ResponsiveFormat, variantsOf } from '../../lib/responsiveImage'
import { PROJECT_ROOT, readBuildSettings } from '../settings'
import { OG_TEMPLATE_FILES, renderOgImage } from './ogTemplate'

export interface ImageJob {
  /** URL path of the file on the site, e.g. '/og/games/valheim.png'. */
  path: string
  /** Hex hash of every input of render(); equal keys mean equal bytes. */
  key: string
  render: () => Promise<Buffer>
}

function hash(...parts: Array<string | Buffer>): string {
  const digest = createHash('sha256')
  for (const part of parts) digest.update(part).update('\0')
  return digest.digest('hex')
}

/** Hash of the project's files that decide a renderer's pixels, and of the image library's version. */
async function fingerprint(files: readonly string[]): Promise<string> {
  const contents = await Promise.all(files.map((file) => readFile(resolve(PROJECT_ROOT, file))))
  return hash(...contents, JSON.stringify(sharp.versions))
}

export async function ogImageJobs(cards: readonly OgCard[] = ogCards()): Promise<ImageJob[]> {
  const template = await fingerprint(OG_TEMPLATE_FILES)
  return cards.map(({ title, priceLine, brandName, host, imagePath }) => {
    const input = { title, priceLine, brandName, host }
    return { path: imagePath, key: hash(template, JSON.stringify(input)), render: () => renderOgImage(input) }
  })
}

/**
 * One responsive variant, the source scaled to pixelWidth: a PNG of 256 colours (no banding on the flat-colour logo),
 * and a lossless WebP of those pixels, smaller than both (4.8 kB against 5.8 and 7.0 kB lossy, the 2x dark logo).
 */
export async function renderVariant(source: Buffer, pixelWidth: number, format: ResponsiveFormat): Promise<Buffer> {
  const { width } = await sharp(source).metadata()
  if (width < pixelWidth) throw new Error(`source is ${width} px wide, too small for a ${pixelWidth} px variant`)
  const png = await sharp(source)
    .resize({ width: pixelWidth, kernel: 'lanczos3' })
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 })
    .toBuffer()
  // Lossless `quality` is compression effort (100: smallest file); effort 6 would save 22 bytes at 2x for a hundred
  // times the encoding time (2 s for the set). `exact` keeps the colour under transparent pixels.
  return format === 'png' ? png : sharp(png).webp({ lossless: true, exact: true, quality: 100, effort: 4 }).toBuffer()
}

async function variantJobs(): Promise<ImageJob[]> {
  // This file holds the encoder settings.
  const encoder = await fingerprint(['scripts/images/siteImages.ts'])
  const perImage = await Promise.all(
    responsiveImages.map(async (image) => {
      const file = resolve(PROJECT_ROOT, 'assets/images', `${image.name}.png`)
      const source = await readFile(file).catch((error: Error) => {
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

/**
 * The job's file in the cache, rendered first when missing: via a temporary name, so a build that stops half-way (or
 * runs next to another) never leaves a torn file.
 */
async function cachedFile(job: ImageJob, cacheDir: string): Promise<{ file: string; cached: boolean }> {
  const file = join(cacheDir, job.key.slice(0, 2), `${job.key}${extname(job.path)}`)
  if (existsSync(file)) return { file, cached: true }
  await mkdir(dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  await writeFile(temporary, await job.render())
  await rename(temporary, file)
  return { file, cached: false }
}

/** Writes every job's file into outDir; rejects on the first failure, naming the file. */
export async function runImageJobs(jobs: readonly ImageJob[], options: { outDir: string; cacheDir: string }) {
  const started = performance.now()
  const twice = jobs.find((job, index) => jobs.findIndex((other) => other.path === job.path) !== index)
  if (twice) throw new Error(`two build-time images would be written to ${twice.path}`)
  // Each output folder once rather than once per file: a thousand game cards share one.
  const folders = new Set(jobs.map((job) => dirname(join(options.outDir, job.path))))
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })))
  let next = 0
  let cached = 0
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++] as ImageJob
      try {
        const target = join(options.outDir, job.path)
        const entry = await cachedFile(job, options.cacheDir)
        if (entry.cached) cached += 1
        // A hard link copies no bytes (a copy across file systems); cache entries are only replaced by rename, and an
        // old target is unlinked first, so no write reaches the cache through a link.
        const place = () => link(entry.file, target)
        await place()
          .catch(() => rm(target, { force: true }).then(place))
          .catch(() => copyFile(entry.file, target))
      } catch (error) {
        throw new Error(`could not make ${job.path}: ${(error as Error).message}`, { cause: error })
      }
    }
  }
  // Sharp runs each image on several threads, so a couple of images per core keeps the machine busy.
  const workers = Math.min(jobs.length, Math.max(2, availableParallelism()))
  await Promise.all(Array.from({ length: workers }, worker))
  return { generated: jobs.length - cached, cached, ms: Math.round(performance.now() - started) }
}

/** Writes every build-time image into a built site's client directory; resolves to the summary line. */
export async function writeSiteImages(outDir: string, cacheDir: string) {
  const [og, variants] = await Promise.all([ogImageJobs(), variantJobs()])
  const result = await runImageJobs([...og, ...variants], { outDir, cacheDir })
  return `images: ${og.length} Open Graph images, ${variants.length} responsive variants: ${result.generated} generated, ${result.cached} from cache in ${result.ms} ms`
}

/** One build-time image by URL path, for the dev server (vite/devImages.ts); undefined when the build makes none. */
export async function siteImage(path: string): Promise<Buffer | undefined> {
  const job = (await Promise.all([ogImageJobs(), variantJobs()])).flat().find((candidate) => candidate.path === path)
  return job && readFile((await cachedFile(job, readBuildSettings().settings.imageCacheDir)).file)
}
