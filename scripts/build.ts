/**
 * `npm run build`: the settings first, then the data check beside Vike's build into a staging folder, the checks of
 * what it wrote, and only then the new site in `$OUT_DIR/client`, so a failed build leaves the previous one untouched.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { cp, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import { findPackageJSON } from 'node:module'
import { dirname, join } from 'node:path'
import process from 'node:process'
import { folderProblem, PROJECT_ROOT, readBuildSettings } from './settings'

// Source maps (switched on by tsx) cost about half a second over the checks' modules; each is imported after this.
process.setSourceMapsEnabled(false)

const started = performance.now()
const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`

// A bad setting, or a folder the build cannot write, stops it here with one sentence each and nothing touched.
const { settings, problems } = readBuildSettings()
for (const [name, path] of Object.entries({ OUT_DIR: settings.outDirPath, IMAGE_CACHE_DIR: settings.imageCacheDir })) {
  if (problems.some((problem) => problem.startsWith(name))) continue
  const problem = await folderProblem(name, path)
  if (problem) problems.push(problem)
}
if (problems.length > 0) {
  for (const line of [...problems, 'build: stopped before building; nothing was written.']) console.error(line)
  process.exit(1)
}

// A staging folder per build (several may run at once), in the project so the prerender resolves node_modules
// wherever OUT_DIR is (under node_modules, Vite would treat its files as dependencies).
await mkdir(join(PROJECT_ROOT, '.site-build'), { recursive: true })
const stage = await mkdtemp(join(PROJECT_ROOT, '.site-build', 'build-'))
const stagedSite = join(stage, 'client')
const times: string[] = []
// A step that throws (a process that does not start, a file it cannot read) fails the build like one that reports.
async function step(name: string, run: () => Promise<number>, start = performance.now()): Promise<number> {
  const status = await run().catch((error) => {
    console.error(`Error during ${name}: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  })
  times.push(`${name} ${since(start)}`)
  return status
}

// Vike's own command line in a plain Node process: on the other core while the data check runs here, and outside
// tsx's module hooks. Found as Node resolves packages, as its exports leave out bin.js.
const vikeBin = join(dirname(findPackageJSON('vike', import.meta.url) ?? 'node_modules/vike/package.json'), 'bin.js')
const vike = spawn(process.execPath, [vikeBin, 'build'], { stdio: 'inherit', env: { ...process.env, OUT_DIR: stage } })
const vikeExit = once(vike, 'close').then(([code]) => (code as number | null) ?? 1)
// Stopped by Ctrl+C or a CI timeout: the published site was never touched, so only the staging folder goes.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    vike.kill(signal)
    void vikeExit
      .then(() => rm(stage, { recursive: true, force: true }))
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  })
}
let status = await step('data', async () => (await import('./check-data')).runCheckData(['--summary']))
if (status !== 0) vike.kill()
status ||= await step('vike build (beside the data check)', () => vikeExit, started)
const dir = ['--dir', stagedSite]
const checks: [name: string, run: () => Promise<number>][] = [
  ['site files', writeSiteFiles],
  ['headers', async () => (await (await import('./write-headers')).writeHeaders(stagedSite)).status],
  ['links', async () => (await import('./check-links')).runCheckLinks(['--summary', ...dir])],
  ['billing links', async () => (await import('./check-billing-links')).runCheckBillingLinks(dir)],
  ['publish', publish],
]
for (const [name, run] of checks) if (status === 0) status = await step(name, run)
// Vike may still be stopping after a failed data check: wait for it before removing the folder it writes to.
await vikeExit
await rm(stage, { recursive: true, force: true })
const outcome = status
  ? ` (failed, exit status ${status}; ${join(settings.outDir, 'client')} still holds the previous build, if any)`
  : ''
console.log(`build: ${times.join(', ')}; ${since(started)} in all${outcome}`)
// Exit even if a check left a handle open.
process.exit(status)

/** The files beside the pages (sitemap.xml, robots.txt, _redirects, security.txt, the manifest) and the images. */
async function writeSiteFiles(): Promise<number> {
  const { hostFileContents } = await import('../renderer/hostFileContents')
  for (const [fileName, source] of Object.entries(hostFileContents(settings.sourceDateEpoch))) {
    await mkdir(dirname(join(stagedSite, fileName)), { recursive: true })
    await writeFile(join(stagedSite, fileName), source)
  }
  const { writeSiteImages } = await import('./images/siteImages')
  console.log(await writeSiteImages(stagedSite, settings.imageCacheDir))
  return 0
}

/** Moves (or copies, across file systems) the staged site beside `$OUT_DIR/client`, then swaps them by two renames. */
async function publish(): Promise<number> {
  const outDir = settings.outDirPath
  const target = join(outDir, 'client')
  const incoming = join(outDir, `.client-incoming-${process.pid}`)
  const previous = join(outDir, `.client-previous-${process.pid}`)
  await mkdir(outDir, { recursive: true })
  await rm(incoming, { recursive: true, force: true })
  await rename(stagedSite, incoming).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EXDEV') throw error
    await cp(stagedSite, incoming, { recursive: true, verbatimSymlinks: true }).catch(async (copyError) => {
      await rm(incoming, { recursive: true, force: true })
      throw copyError
    })
  })
  const hadSite = existsSync(target)
  if (hadSite) await rename(target, previous)
  await rename(incoming, target)
  if (hadSite) await rm(previous, { recursive: true, force: true })
  console.log(`build: site -> ${target}`)
  return 0
}
