/** Build benchmark: see USAGE. */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MAX_SYNTHETIC_GAMES } from '../data/syntheticGames'
import { BuildFailedError, type BuildMeasurement, measureBuild } from './bench/measure'
import { type BenchSummary, costModel, formatCostModel, formatTable, machine, summarise } from './bench/report'
import { parseCli, runIfMain, wholeNumber } from './cli'
import { writeDocsSection } from './docsSection'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
// Outside node_modules/.cache: that one may be shared with other checkouts, and should never hold synthetic images.
const WARM_IMAGE_CACHE = join(tmpdir(), 'tarang-bench-image-cache')

const USAGE = `Usage: npm run bench:build -- [--games N] [--runs R] [--cold-images] [--json] [--write-docs]

Times a clean "vike build" into a private folder (removed afterwards) with N synthetic catalogue games added
through the data layer (the data files are not touched): total and prerender time, wall and CPU, pages per
second. With N > 0 the real site is built too, and the cost split into a fixed part and a part per page.
The data and link checks are not run (synthetic games have no artwork). Images are cached between runs in
the system temp folder, apart from the project's cache.

Options:
  --games <N>      synthetic games to add, 0 to ${MAX_SYNTHETIC_GAMES} (default 0: the real site)
  --runs <R>       builds to run, 1 to 25 (default 1); with more than one, figures are medians
  --cold-images    give every run an empty image cache, to time the images being made
  --json           print a machine-readable report instead of the table
  --write-docs     also put the figures between the bench-build markers in docs/performance.md

Exit status: 0 on success, 1 when a build fails, 2 on bad usage.`

async function main(argv: readonly string[]): Promise<number> {
  const cli = {
    games: { type: 'string' },
    runs: { type: 'string' },
    'cold-images': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    'write-docs': { type: 'boolean', default: false },
  } as const
  const values = parseCli(argv, cli, USAGE)
  if (typeof values === 'number') return values
  const options = {
    games: wholeNumber('games', values.games, 0, 0, MAX_SYNTHETIC_GAMES),
    runs: wholeNumber('runs', values.runs, 1, 1, 25),
    coldImages: values['cold-images'],
    json: values.json,
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
  // Runs alternate between the sizes (0, N, 0, N...), so a machine that slows down or speeds up during the
  // benchmark (other work, the kernel's file cache) moves both sizes alike instead of skewing the per-page cost.
  const measurements = new Map<number, BuildMeasurement[]>(gameCounts.map((games) => [games, []]))
  for (let run = 1; run <= options.runs; run++) {
    for (const games of gameCounts) {
      if (!options.json) console.error(`run ${run}/${options.runs}: vike build with ${games} synthetic games...`)
      const imageCacheDir = options.coldImages ? mkdtempSync(join(tmpdir(), 'tarang-bench-cold-')) : WARM_IMAGE_CACHE
      if (options.coldImages) coldCaches.push(imageCacheDir)
      try {
        measurements.get(games)?.push(await measureBuild({ root: ROOT, outDir, games, imageCacheDir }))
      } catch (error) {
        if (!(error instanceof BuildFailedError)) throw error
        console.error(error.message)
        return 1
      } finally {
        cleanUp()
      }
    }
  }
  const summaries: BenchSummary[] = [...measurements].map(([games, runs]) => summarise(games, runs))
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
  if (values['write-docs']) {
    const runs = options.runs === 1 ? 'one run' : `median of ${options.runs} runs`
    const cache = options.coldImages ? 'cold' : 'warm'
    const about = `${new Date().toISOString().slice(0, 10)}, ${runs}, ${cache} image cache. Before: ${before}. After: ${after}.`
    const costLines = model ? ['', ...formatCostModel(model).replace(/^/gm, '- ').split('\n')] : []
    await writeDocsSection('bench-build', [about, '', formatTable(summaries, true), ...costLines].join('\n'))
  }
  return 0
}

runIfMain(import.meta.url, main)
