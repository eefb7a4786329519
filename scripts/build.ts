/** `npm run build`: every step in one Node process, so start-up and shared modules are paid once. */
import process from 'node:process'

// Source maps (switched on by tsx) cost about half a second over Vite's modules; each step is imported after this.
process.setSourceMapsEnabled(false)

const steps: [name: string, run: () => Promise<number>][] = [
  ['data', async () => (await import('./check-data')).runCheckData(['--summary'])],
  ['vike build', async () => (await import('vike/api')).build().then(() => 0)],
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
