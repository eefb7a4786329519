// The first step of every npm script: stops at once, in one line, on a Node older than package.json's engines.
// Plain JavaScript with no imports beyond Node's own, so it runs on any Node that can start it.
// `npm run` puts node_modules/.bin first on the PATH, where the pinned runtime (optionalDependencies) links `node`.
import { readFileSync } from 'node:fs'

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
const match = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(engines.node)
if (!match) throw new Error(`package.json engines.node must read ">=x.y.z", not ${JSON.stringify(engines.node)}`)
const needed = match.slice(1).map(Number)
const running = process.versions.node.split('.').map(Number)
const older = needed.findIndex((part, index) => running[index] !== part) // the first part that differs
if (older !== -1 && running[older] < needed[older]) {
  console.error(
    `This project needs Node ${needed.join('.')} or newer, but ${process.execPath} is Node ${process.versions.node}: run \`npm ci\`, then the command through npm (\`npm test\`, \`npm start\`, \`npm run …\`), which uses the Node it installs.`,
  )
  process.exit(1)
}
if (process.argv.includes('--print')) console.log(`Node ${process.versions.node} (${process.execPath})`)
