import { execFileSync, spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { listFiles } from '../fileList'

/** One line of the build's output: ms since the start, and the build's CPU seconds by then (Linux only). */
export type TimedLine = { at: number; cpuSeconds: number | undefined; text: string }

export type BuildMeasurement = {
  /** Wall time of `vike build`, from spawning it until it exited. */
  totalSeconds: number
  /** CPU time (user + system) by the build's last line: unlike wall time, steady while builds share the cores. */
  totalCpuSeconds: number | undefined
  /** From Vike's "pre-rendering HTML..." line to its "N HTML documents pre-rendered." line. */
  prerenderSeconds: number
  /** CPU time the build used over the same window. */
  prerenderCpuSeconds: number | undefined
  /** HTML files in the client output. */
  pages: number
}

// Vike prints one line as its prerender starts and one as it ends (node_modules/vike/dist/node/prerender/runPrerender.js).
const PRERENDER_START = /pre-rendering HTML\.\.\./
const PRERENDER_END = /(\d+) HTML documents? pre-rendered\./
// biome-ignore lint/suspicious/noControlCharactersInRegex: matches the escape character of terminal colour codes
const ANSI_COLOUR = /\u001b\[[0-9;]*m/g

export type PrerenderWindow = { seconds: number; cpuSeconds: number | undefined; documents: number }

/** The prerender phase between Vike's start and end lines; undefined when either is missing, so no wrong figure. */
export function prerenderWindow(lines: readonly TimedLine[]): PrerenderWindow | undefined {
  const plain = (line: TimedLine) => line.text.replace(ANSI_COLOUR, '')
  const startIndex = lines.findIndex((line) => PRERENDER_START.test(plain(line)))
  const start = lines[startIndex]
  if (!start) return undefined
  for (const line of lines.slice(startIndex + 1)) {
    const match = PRERENDER_END.exec(plain(line))
    if (!match) continue
    const cpuSeconds =
      line.cpuSeconds === undefined || start.cpuSeconds === undefined ? undefined : line.cpuSeconds - start.cpuSeconds
    return { seconds: (line.at - start.at) / 1000, cpuSeconds, documents: Number(match[1]) }
  }
  return undefined
}

/** CPU seconds (user + system) from the text of /proc/<pid>/stat; the command name may hold spaces and brackets. */
export function cpuSecondsFromProcStat(stat: string, ticksPerSecond: number): number | undefined {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // After the name come state (field 3) and on; utime and stime are fields 14 and 15 of proc(5).
  const userTicks = Number(fields[14 - 3])
  const systemTicks = Number(fields[15 - 3])
  if (!Number.isFinite(userTicks) || !Number.isFinite(systemTicks)) return undefined
  return (userTicks + systemTicks) / ticksPerSecond
}

function clockTicksPerSecond(): number | undefined {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || undefined
  } catch {
    return undefined
  }
}

function processCpuSeconds(pid: number | undefined, ticksPerSecond: number | undefined): number | undefined {
  if (pid === undefined || ticksPerSecond === undefined) return undefined
  try {
    return cpuSecondsFromProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'), ticksPerSecond)
  } catch {
    return undefined // not Linux, or the process has just exited
  }
}

export class BuildFailedError extends Error {
  override name = 'BuildFailedError'
}

export type BuildRun = {
  root: string
  /** Relative to root. */
  outDir: string
  games: number
  /** The build's image cache (IMAGE_CACHE_DIR, scripts/images/imageJobs.ts). */
  imageCacheDir: string
}

/** Times one clean `vike build` from its output as it arrives (Node writes pipes synchronously); removes `outDir`. */
export async function measureBuild({ root, outDir, games, imageCacheDir }: BuildRun): Promise<BuildMeasurement> {
  const outPath = join(root, outDir)
  await rm(outPath, { recursive: true, force: true })
  const ticksPerSecond = clockTicksPerSecond()
  // Vike's command-line entry, run with this same Node (npx would add its own start-up to the total).
  const vikeDir = join(root, 'node_modules', 'vike')
  const { bin } = JSON.parse(readFileSync(join(vikeDir, 'package.json'), 'utf8')) as { bin: { vike: string } }
  const lines: TimedLine[] = []
  const started = performance.now()
  try {
    const exitCode = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, [join(vikeDir, bin.vike), 'build'], {
        cwd: root,
        env: {
          ...process.env,
          OUT_DIR: outDir,
          BENCH_SYNTHETIC_GAMES: String(games),
          IMAGE_CACHE_DIR: imageCacheDir,
          NO_COLOR: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      const collect = (chunk: Buffer) => {
        const at = performance.now() - started
        const cpuSeconds = processCpuSeconds(child.pid, ticksPerSecond)
        for (const text of chunk.toString('utf8').split('\n')) {
          if (text.trim() !== '') lines.push({ at, cpuSeconds, text })
        }
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
    if (!window)
      throw new BuildFailedError(`vike build printed no prerender start and end lines; its last lines:\n${tail()}`)
    const pages = (await listFiles(join(outPath, 'client'))).filter((file) => file.endsWith('.html')).length
    if (pages !== window.documents) {
      throw new BuildFailedError(`Vike reported ${window.documents} documents but ${outDir}/client holds ${pages}`)
    }
    return {
      totalSeconds,
      totalCpuSeconds: lines.at(-1)?.cpuSeconds,
      prerenderSeconds: window.seconds,
      prerenderCpuSeconds: window.cpuSeconds,
      pages,
    }
  } finally {
    await rm(outPath, { recursive: true, force: true })
  }
}
