import { parseArgs } from 'node:util'
import { MAX_SYNTHETIC_GAMES } from '../../data/syntheticGames'

export const MAX_RUNS = 25

export const USAGE = `Usage: npm run bench:build -- [--games N] [--runs R] [--cold-images] [--json]

Builds the site from clean with "vike build" into a private output folder, with N synthetic catalogue games
added through the data layer (BENCH_SYNTHETIC_GAMES; the real data files are not touched), and prints the
total build time and the prerender time (each wall and CPU), the number of prerendered pages and pages per
second of prerender. With N > 0 the real site (N = 0) is built as well, and the cost is split into a fixed part (the
build with no pages) and a marginal part (milliseconds per extra page, wall and CPU). The output folder is
removed afterwards. The data and link checks of "npm run build" are not run:
synthetic games have no artwork, so both would report every one of them.

The build's images (an Open Graph image per route) are cached between runs in the system temp folder, apart
from the project's own cache, so the synthetic games' images never land there; a run after the first one with
the same N times a warm cache.

Options:
  --games <N>      synthetic games to add, 0 to ${MAX_SYNTHETIC_GAMES} (default 0: the real site)
  --runs <R>       builds to run, 1 to ${MAX_RUNS} (default 1); with more than one, figures are medians
  --cold-images    give every run an empty image cache, to time the images being made
  --json           print a machine-readable report instead of the table
  --help           show this help

Exit status: 0 on success, 1 when a build fails, 2 on bad usage.`

export type BenchOptions = { games: number; runs: number; coldImages: boolean; json: boolean; help: boolean }

/** A whole number within [min, max], or a message naming the option and what it expects. */
function wholeNumber(option: string, text: string, min: number, max: number): number | string {
  const value = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    return `--${option} expects a whole number from ${min} to ${max}, got ${JSON.stringify(text)}`
  }
  return value
}

/** Parses the command line; a string result is the error to print (with the usage) before exiting with 2. */
export function parseBenchArgs(argv: readonly string[]): BenchOptions | string {
  let values: { games?: string; runs?: string; 'cold-images': boolean; json: boolean; help: boolean }
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        games: { type: 'string' },
        runs: { type: 'string' },
        'cold-images': { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    return (error as Error).message
  }
  const games = values.games === undefined ? 0 : wholeNumber('games', values.games, 0, MAX_SYNTHETIC_GAMES)
  if (typeof games === 'string') return games
  const runs = values.runs === undefined ? 1 : wholeNumber('runs', values.runs, 1, MAX_RUNS)
  if (typeof runs === 'string') return runs
  return { games, runs, coldImages: values['cold-images'], json: values.json, help: values.help }
}
