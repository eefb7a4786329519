/** `npm test`: each stage's npm script in order, stopping at the first failure, then a table of stage times. */
import { spawnSync } from 'node:child_process'
import { textTable } from './textTable'

// check:node first prints the Node every stage runs on (the pinned one, through npm's PATH); test:build reads the build.
const stages = 'check:node typecheck lint test:unit build test:build validate:html test:e2e test:consent'.split(' ')

const rows: [stage: string, seconds: string, result: string][] = []
let status = 0
const started = performance.now()
for (const stage of stages) {
  const stageStarted = performance.now()
  const run = spawnSync('npm', ['run', stage], { stdio: 'inherit' })
  // A stage ended by a signal counts as failed, as a shell would report it.
  status = run.error ? 1 : (run.status ?? (run.signal ? 128 : 1))
  rows.push([stage, ((performance.now() - stageStarted) / 1000).toFixed(1), status === 0 ? 'ok' : `failed (${status})`])
  if (status !== 0) break
}
for (const stage of stages.slice(rows.length)) rows.push([stage, '', 'not run'])
rows.push(['total', ((performance.now() - started) / 1000).toFixed(1), status === 0 ? 'ok' : 'failed'])

console.log(`\n${textTable(['stage', 'seconds', 'result'], rows).join('\n')}`)
process.exitCode = status
