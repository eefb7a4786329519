/** Runs build-time image jobs with a content-addressed cache: a job whose key is cached is linked, not rendered. */
import { existsSync } from 'node:fs'
import { copyFile, link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { readBuildSettings } from '../settings'

export interface ImageJob {
  /** URL path of the file on the site, e.g. '/og/games/valheim.png'. */
  path: string
  /** Hex hash of every input of render(); equal keys mean equal bytes. */
  key: string
  render: () => Promise<Buffer>
}

/** `outDir` + path is where each job is written; a null `cacheDir` renders everything and keeps nothing. */
type ImageRunOptions = { outDir: string; cacheDir: string | null }

/** The default cache directory: next to other tools' caches, out of git and out of the build output. */
export function defaultCacheDir(root: string): string {
  return readBuildSettings(process.env, root).settings.imageCacheDir
}

function cacheFile(cacheDir: string, job: ImageJob): string {
  const extension = job.path.slice(job.path.lastIndexOf('.'))
  return join(cacheDir, job.key.slice(0, 2), `${job.key}${extension}`)
}

/** Write via a temporary name, so a build that stops half-way (or runs next to another) never leaves a torn file. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  await writeFile(temporary, data)
  await rename(temporary, file)
}

/** One job's bytes: from the cache when present, else rendered (and stored when there is a cache). */
export async function imageBytes(job: ImageJob, cacheDir: string | null): Promise<{ data: Buffer; cached: boolean }> {
  if (cacheDir !== null) {
    try {
      return { data: await readFile(cacheFile(cacheDir, job)), cached: true }
    } catch {
      // Not cached yet.
    }
  }
  const data = await job.render()
  if (cacheDir !== null) await writeAtomically(cacheFile(cacheDir, job), data)
  return { data, cached: false }
}

/** Writes every job's file into outDir; rejects on the first failure, naming the file. */
export async function runImageJobs(jobs: readonly ImageJob[], options: ImageRunOptions) {
  const started = performance.now()
  const seen = new Set<string>()
  for (const job of jobs) {
    if (seen.has(job.path)) throw new Error(`two build-time images would be written to ${job.path}`)
    seen.add(job.path)
  }
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
        if (options.cacheDir === null) await writeFile(target, await job.render())
        else {
          const file = cacheFile(options.cacheDir, job)
          if (existsSync(file)) cached += 1
          else await writeAtomically(file, await job.render())
          // A hard link to the cache entry copies no bytes (a copy across file systems). Cache entries are only ever
          // replaced by rename, and an old target is unlinked, not overwritten, so no write can reach the cache through
          // a link.
          const place = () => link(file, target)
          await place()
            .catch(() => rm(target, { force: true }).then(place))
            .catch(() => copyFile(file, target))
        }
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
