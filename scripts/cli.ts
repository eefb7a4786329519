/** What every maintainer script's command line shares: parseArgs with --help, exit status 2 on bad usage. */
import { stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util'
import { readBuildSettings } from './settings'

export type Output = { out: (line: string) => void; err: (line: string) => void }

export const consoleOutput: Output = { out: (line) => console.log(line), err: (line) => console.error(line) }

/** The built site a script reads by default; follows vite.config.ts, so `OUT_DIR=dist-x` points at that build. */
export const defaultSiteDir = (): string => join(readBuildSettings().settings.outDir, 'client')

/** Whether `dir` holds a prerendered site; says how to make one when it does not. */
export async function hasBuiltSite(dir: string, output: Output = consoleOutput): Promise<boolean> {
  if ((await stat(join(dir, 'index.html')).catch(() => undefined))?.isFile()) return true
  output.err(`No built site in ${dir}: run "npm run build" first.`)
  return false
}

type Values<T extends ParseArgsOptionsConfig> = ReturnType<typeof parseArgs<{ options: T; args: string[] }>>['values']

/** The parsed options, or the exit status: 0 after --help, 2 after a bad option or an argument (with the usage). */
export function parseCli<T extends ParseArgsOptionsConfig>(
  argv: readonly string[],
  options: T,
  usage: string,
  output: Output = consoleOutput,
): Values<T> | number {
  try {
    const { values } = parseArgs({ args: [...argv], options: { ...options, help: { type: 'boolean' } } })
    if (!('help' in values)) return { ...values } as Values<T>
    output.out(usage)
    return 0
  } catch (error) {
    output.err(`${(error as Error).message}\n\n${usage}`)
    return 2
  }
}

/** Parses a whole-number option within [min, max]; throws a message naming the option. */
export function wholeNumber(option: string, text: string | undefined, fallback: number, min: number, max: number) {
  if (text === undefined) return fallback
  const value = Number(text)
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min || value > max)
    throw new UsageError(`--${option} expects a whole number from ${min} to ${max}, got ${JSON.stringify(text)}`)
  return value
}

/** A mistake on the command line found after parsing: exit status 2. */
export class UsageError extends Error {}

/** Runs `main` when `moduleUrl` is the script Node started; a thrown error exits 1, or 2 for a UsageError. */
export async function runIfMain(moduleUrl: string, main: (argv: readonly string[]) => Promise<number>): Promise<void> {
  if (process.argv[1] === undefined || resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return
  try {
    process.exitCode = await main(process.argv.slice(2))
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = error instanceof UsageError ? 2 : 1
  }
}
