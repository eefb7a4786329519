/**
 * Build benchmark: a clean `vike build` with N synthetic catalogue games, timed as a whole and for its prerender
 * phase alone, with the number of prerendered pages and pages per second. With N > 0 it also builds the real
 * site (no synthetic games), and splits the cost into a fixed part and a per-page (marginal) part from the two.
 * See scripts/bench/options.ts for usage.
 *
 *   npm run bench:build -- --games 1000 [--runs 3] [--json]
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BuildFailedError, type BuildMeasurement, measureBuild } from './bench/measure'
import { parseBenchArgs, USAGE } from './bench/options'
import { type BenchSummary, costModel, formatCostModel, formatTable, machine, summarise } from './bench/report'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
// Outside node_modules/.cache: that one may be shared with other checkouts, and should never hold synthetic images.
const WARM_IMAGE_CACHE = join(tmpdir(), 'tarang-bench-image-cache')

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
  const before = machine()
  // The real site first, as the small end of the cost model; only that one build when N is 0.
  const gameCounts = options.games > 0 ? [0, options.games] : [0]
  const summaries: BenchSummary[] = []
  for (const games of gameCounts) {
    const measurements: BuildMeasurement[] = []
    for (let run = 1; run <= options.runs; run++) {
      if (!options.json) console.error(`run ${run}/${options.runs}: vike build with ${games} synthetic games...`)
      const imageCacheDir = options.coldImages ? mkdtempSync(join(tmpdir(), 'tarang-bench-cold-')) : WARM_IMAGE_CACHE
      if (options.coldImages) coldCaches.push(imageCacheDir)
      try {
        measurements.push(await measureBuild({ root: ROOT, outDir, games, imageCacheDir }))
      } catch (error) {
        if (!(error instanceof BuildFailedError)) throw error
        console.error(error.message)
        return 1
      } finally {
        cleanUp()
      }
    }
    summaries.push(summarise(games, measurements))
  }
  const after = machine()
  const [small, large] = summaries
  const model = small && large ? costModel(small, large) : undefined
  const images = options.coldImages ? 'images: cold cache' : `images: cache in ${WARM_IMAGE_CACHE}`
  if (options.json) {
    console.log(
      JSON.stringify({ machineBefore: before, machineAfter: after, images, summaries, costModel: model }, null, 2),
    )
  } else {
    console.log(`\nbefore: ${before}\nafter:  ${after}\n${images}\n`)
    console.log(formatTable(summaries))
    if (model) console.log(`\n${formatCostModel(model)}`)
  }
  return 0
}

process.exitCode = await main(process.argv.slice(2))
