import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'

/** One line of the build's output and when it arrived, in milliseconds since the build started. */
export type TimedLine = { at: number; text: string }

export type BuildMeasurement = {
  /** Wall time of `vike build`, from spawning it until it exited. */
  totalSeconds: number
  /** From Vike's "pre-rendering HTML..." line to its "N HTML documents pre-rendered." line. */
  prerenderSeconds: number
  /** HTML files in the client output. */
  pages: number
}

// Vike prints one line as its prerender starts and one as it ends (node_modules/vike/dist/node/prerender/runPrerender.js).
const PRERENDER_START = /pre-rendering HTML\.\.\./
const PRERENDER_END = /(\d+) HTML documents? pre-rendered\./
// biome-ignore lint/suspicious/noControlCharactersInRegex: matches the escape character of terminal colour codes
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g

/**
 * The prerender phase from the build's timestamped output: seconds between Vike's start and end lines, and the
 * number of documents Vike says it wrote. Undefined when either line is missing (the build failed or Vike
 * changed its wording; the bench then stops rather than report a wrong figure).
 */
export function prerenderWindow(lines: readonly TimedLine[]): { seconds: number; documents: number } | undefined {
  const start = lines.find((line) => PRERENDER_START.test(line.text.replace(ANSI_COLOUR, '')))
  if (!start) return undefined
  for (const line of lines) {
    if (line.at < start.at) continue
    const match = PRERENDER_END.exec(line.text.replace(ANSI_COLOUR, ''))
    if (match) return { seconds: (line.at - start.at) / 1000, documents: Number(match[1]) }
  }
  return undefined
}

async function countHtmlFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).length
}

/** Vike's command-line entry, run with this same Node (npx would add its own start-up to the total). */
function vikeBin(root: string): string {
  const packageDir = join(root, 'node_modules', 'vike')
  const { bin } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { bin: { vike: string } }
  return join(packageDir, bin.vike)
}

export class BuildFailedError extends Error {
  override name = 'BuildFailedError'
}

/**
 * Runs one clean `vike build` in `root` into `outDir` (relative to root) with `games` synthetic catalogue games,
 * timing it from its output as it arrives (Node writes to a pipe synchronously, so a line arrives as it is
 * printed). Removes `outDir` before and after.
 */
export async function measureBuild(root: string, outDir: string, games: number): Promise<BuildMeasurement> {
  const outPath = join(root, outDir)
  await rm(outPath, { recursive: true, force: true })
  const lines: TimedLine[] = []
  const started = performance.now()
  try {
    const exitCode = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, [vikeBin(root), 'build'], {
        cwd: root,
        env: { ...process.env, OUT_DIR: outDir, BENCH_SYNTHETIC_GAMES: String(games), NO_COLOR: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      const collect = (chunk: Buffer) => {
        const at = performance.now() - started
        for (const text of chunk.toString('utf8').split('\n')) if (text.trim() !== '') lines.push({ at, text })
      }
      child.stdout.on('data', collect)
      child.stderr.on('data', collect)
      child.on('error', reject)
      child.on('close', resolve)
    })
    const totalSeconds = (performance.now() - started) / 1000
    const tail = () =>
      lines
        .slice(-30)
        .map((line) => `  ${line.text}`)
        .join('\n')
    if (exitCode !== 0) throw new BuildFailedError(`vike build exited with ${exitCode}; its last lines:\n${tail()}`)
    const window = prerenderWindow(lines)
    if (!window) {
      throw new BuildFailedError(`vike build printed no prerender start and end lines; its last lines:\n${tail()}`)
    }
    const pages = await countHtmlFiles(join(outPath, 'client'))
    if (pages !== window.documents) {
      throw new BuildFailedError(`Vike reported ${window.documents} documents but ${outDir}/client holds ${pages}`)
    }
    return { totalSeconds, prerenderSeconds: window.seconds, pages }
  } finally {
    await rm(outPath, { recursive: true, force: true })
  }
}
