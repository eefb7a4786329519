/**
 * `npm run build` in one Node process: validates the data, runs Vike's build (both bundles and the prerender),
 * writes `_headers`, then checks the links and the billing links of the built site. One process pays Node's and
 * tsx's start-up and loads the shared modules (data, parsers) once instead of once per step. Stops at the first
 * step that fails, with that step's exit status, and ends with one line of step times.
 *
 *   npm run build
 */
import process from 'node:process'

// tsx switches Node's source-map support on, and Node then maps every module it loads (Vite, Babel, rolldown
// and the rest): about half a second of a build whose own stack traces point into Vite's bundles anyway, as
// under Vike's CLI. So it is off, and each step is imported only after this line.
process.setSourceMapsEnabled(false)

async function vikeBuild(): Promise<number> {
  const { build } = await import('vike/api')
  await build()
  return 0
}

const steps: [name: string, run: () => Promise<number>][] = [
  ['data', async () => (await import('./check-data')).runCheckData(['--summary'])],
  ['vike build', vikeBuild],
  ['headers', async () => (await import('./write-headers')).runWriteHeaders(['--summary'])],
  ['links', async () => (await import('./check-links')).runCheckLinks(['--summary'])],
  ['billing links', async () => (await import('./check-billing-links')).runCheckBillingLinks([])],
]

const times: string[] = []
let status = 0
const started = performance.now()
for (const [name, run] of steps) {
  const stepStarted = performance.now()
  try {
    status = await run()
  } catch (error) {
    // A step that throws (a failed bundle, a file it cannot read) fails the build like one that reports.
    console.error(`Error during ${name}:`, error)
    status = 1
  }
  times.push(`${name} ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`)
  if (status !== 0) break
}
const total = ((performance.now() - started) / 1000).toFixed(1)
console.log(`build: ${times.join(', ')}; ${total} s in all${status === 0 ? '' : ` (failed, exit status ${status})`}`)
// Vike's own CLI exits once the build is done, as a prerender can leave handles open that would keep Node alive.
process.exit(status)
