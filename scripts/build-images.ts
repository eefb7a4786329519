/**
 * Makes every build-time image (one Open Graph image per route, the responsive variants of the logo) outside
 * a full build, and prints how long it took. The production build does the same through the Vite plugin in
 * vite/siteImages.ts; this command is for timing and for looking at the images.
 *
 *   tsx scripts/build-images.ts [--out DIR] [--no-cache] [--synthetic N] [--concurrency N]
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { ogCardFor } from '../data/ogImages'
import { defaultCacheDir, defaultConcurrency, runImageJobs } from './images/imageJobs'
import { ogImageJobs, projectRoot, siteImageJobs, summaryLine } from './images/siteImages'

const USAGE = `Usage: tsx scripts/build-images.ts [options]

Writes the Open Graph image of every route (/og/...) and the responsive image variants (/images/generated/...)
into a directory and prints one line: how many were rendered, how many came from the cache, and the time.

Options:
  --out <dir>         where to write (default: a temporary directory, removed afterwards)
  --no-cache          render everything; neither read nor fill the cache
  --synthetic <n>     also render n made-up catalogue-game cards (half with a price), to time a big catalogue
  --only <kind>       make only 'og' (Open Graph images) or 'variants' (responsive variants)
  --concurrency <n>   images rendered at once (default: ${defaultConcurrency()}, from the core count)
  --help              show this help

The cache is ${defaultCacheDir(projectRoot)} (IMAGE_CACHE_DIR overrides it).`

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    'no-cache': { type: 'boolean', default: false },
    synthetic: { type: 'string', default: '0' },
    only: { type: 'string' },
    concurrency: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
})
if (values.help) {
  console.log(USAGE)
  process.exit(0)
}
const synthetic = Number(values.synthetic)
const concurrency = values.concurrency === undefined ? undefined : Number(values.concurrency)
const only = values.only
if (
  !Number.isInteger(synthetic) ||
  synthetic < 0 ||
  (concurrency !== undefined && !(concurrency >= 1)) ||
  (only !== undefined && only !== 'og' && only !== 'variants')
) {
  console.error(USAGE)
  process.exit(2)
}

const jobs = await siteImageJobs()
if (synthetic > 0) {
  const cards = Array.from({ length: synthetic }, (_, index) => {
    const name = `Synthetic Game ${String(index + 1).padStart(4, '0')}`
    const card = ogCardFor({ path: `/games/synthetic-${index + 1}`, heading: `${name} server hosting` })
    return index % 2 === 0 ? { ...card, priceLine: `from ₹${99 + index}/month` } : card
  })
  jobs.og.push(...(await ogImageJobs(cards)))
}

if (only === 'og') jobs.variants = []
if (only === 'variants') jobs.og = []

const outDir = values.out === undefined ? await mkdtemp(join(tmpdir(), 'site-images-')) : resolve(values.out)
const cpuBefore = process.cpuUsage()
try {
  const result = await runImageJobs([...jobs.og, ...jobs.variants], {
    outDir,
    cacheDir: values['no-cache'] ? null : defaultCacheDir(projectRoot),
    ...(concurrency === undefined ? {} : { concurrency }),
  })
  console.log(summaryLine(jobs, result))
  // CPU time as well as wall time: on a shared machine the wall time says more about the neighbours.
  const cpu = process.cpuUsage(cpuBefore)
  const cpuMs = Math.round((cpu.user + cpu.system) / 1000)
  console.log(
    `cpu: ${cpuMs} ms (user + system, all threads), ${(cpuMs / Math.max(1, result.ms)).toFixed(1)} cores busy on average`,
  )
  if (values.out !== undefined) console.log(`written to ${outDir}`)
} finally {
  if (values.out === undefined) await rm(outDir, { recursive: true, force: true })
}
