/**
 * Build benchmark: a clean `vike build` with N synthetic catalogue games, timed as a whole and for its prerender
 * phase alone, with the number of prerendered pages and pages per second. See scripts/bench/options.ts for usage.
 *
 *   npm run bench:build -- --games 1000 [--runs 3] [--json]
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BuildFailedError, type BuildMeasurement, measureBuild } from './bench/measure'
import { parseBenchArgs, USAGE } from './bench/options'
import { formatTable, summarise } from './bench/report'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
// Outside node_modules/.cache: that one may be shared with other checkouts, and should never hold synthetic images.
const WARM_IMAGE_CACHE = join(tmpdir(), 'tarang-bench-image-cache')

/** The machine, so a figure is never quoted without it (load average: other builds share the cores). */
function machine(): string {
  const load = loadavg().map((value) => value.toFixed(2))
  return `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${load.join(' ')}`
}

async function main(argv: readonly string[]): Promise<number> {
  const options = parseBenchArgs(argv)
  if (typeof options === 'string') {
    console.error(`${options}\n\n${USAGE}`)
    return 2
  }
  if (options.help) {
    console.log(USAGE)
    return 0
  }
  // Private to this process, so parallel builds and benchmarks never share a folder (.gitignore: dist-*/).
  const outDir = `dist-bench-${process.pid}`
  const coldCaches: string[] = []
  const cleanUp = () => {
    for (const dir of coldCaches.splice(0)) rmSync(dir, { recursive: true, force: true })
  }
  // Ctrl+C reaches the build too; still leave no output folder behind.
  process.once('SIGINT', () => {
    rmSync(resolve(ROOT, outDir), { recursive: true, force: true })
    cleanUp()
    process.exit(130)
  })
  const measurements: BuildMeasurement[] = []
  const before = machine()
  for (let run = 1; run <= options.runs; run++) {
    if (!options.json) console.error(`run ${run}/${options.runs}: vike build with ${options.games} synthetic games...`)
    const imageCacheDir = options.coldImages ? mkdtempSync(join(tmpdir(), 'tarang-bench-cold-')) : WARM_IMAGE_CACHE
    if (options.coldImages) coldCaches.push(imageCacheDir)
    try {
      measurements.push(await measureBuild({ root: ROOT, outDir, games: options.games, imageCacheDir }))
    } catch (error) {
      if (!(error instanceof BuildFailedError)) throw error
      console.error(error.message)
      return 1
    } finally {
      cleanUp()
    }
  }
  const summary = summarise(options.games, measurements)
  const images = options.coldImages ? 'images: cold cache' : `images: cache in ${WARM_IMAGE_CACHE}`
  if (options.json) {
    console.log(JSON.stringify({ machine: before, images, ...summary }, null, 2))
  } else {
    console.log(`\n${before}; ${images}\n`)
    console.log(formatTable([summary]))
  }
  return 0
}

process.exitCode = await main(process.argv.slice(2))
