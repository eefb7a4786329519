/** `npm run build`: the data check beside Vike's build, then the checks of what it wrote. */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import process from 'node:process'
import { fileURLToPath } from 'node:url'

// Source maps (switched on by tsx) cost about half a second over the checks' modules; each is imported after this.
process.setSourceMapsEnabled(false)

const started = performance.now()
const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`
const times: string[] = []
// A step that throws (a process that does not start, a file it cannot read) fails the build like one that reports.
async function step(name: string, run: () => Promise<number>, start = performance.now()): Promise<number> {
  const status = await run().catch((error) => {
    console.error(`Error during ${name}:`, error)
    return 1
  })
  times.push(`${name} ${since(start)}`)
  return status
}

// Vike's own command line in a plain Node process, as `npx vike build` runs: on the other core while the data
// check runs here, and outside tsx's module hooks, which every import of the build would otherwise go through.
const vikeBin = fileURLToPath(new URL('../node_modules/vike/bin.js', import.meta.url))
const vike = spawn(process.execPath, [vikeBin, 'build'], { stdio: 'inherit' })
const vikeExit = once(vike, 'close').then(([code]) => (code as number | null) ?? 1)
let status = await step('data', async () => (await import('./check-data')).runCheckData(['--summary']))
// Bad data stops the build rather than prerendering it.
if (status !== 0) vike.kill()
status ||= await step('vike build (beside the data check)', () => vikeExit, started)
const checks: [name: string, run: () => Promise<number>][] = [
  ['headers', async () => (await import('./write-headers')).runWriteHeaders(['--summary'])],
  ['links', async () => (await import('./check-links')).runCheckLinks(['--summary'])],
  ['billing links', async () => (await import('./check-billing-links')).runCheckBillingLinks([])],
]
for (const [name, run] of checks) if (status === 0) status = await step(name, run)
console.log(`build: ${times.join(', ')}; ${since(started)} in all${status ? ` (failed, exit status ${status})` : ''}`)
// Exit even if a check left a handle open.
process.exit(status)
