/**
 * Interaction-latency benchmark: in headless Chromium with the CPU slowed 4× through the DevTools protocol, the
 * Event Timing duration (what INP is made of: input delay, handlers, and the time to the next painted frame) of
 * the site's main interactions, each on a freshly loaded page, median of N runs, printed as a table.
 *
 *   npm run bench:interaction [-- --runs 5] [--base-url http://127.0.0.1:4405] [--dir dist/client] [--json]
 *
 * Without --base-url it serves the built site itself (scripts/serve.ts --compress on a free port), so run
 * `npm run build` first. A benchmark, not a test: the figures depend on the machine and its load.
 */
import { existsSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { type Browser, chromium } from '@playwright/test'
import playwrightConfig from '../playwright.config'
import { findChromium, freePort, type RunningServer, startServer } from './audit/run'
import { interactions, recordEventTimings, settle, slowestInteraction, VIEWPORTS } from './bench/interactions'
import { median } from './bench/report'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const CPU_SLOWDOWN = 4
// Event Timing reports nothing faster than this (the API's lowest durationThreshold).
const THRESHOLD_MS = 16
const TARGET_MS = 100

const USAGE = `Usage: npm run bench:interaction -- [--runs N] [--base-url URL] [--dir PATH] [--json]

  --runs <N>        fresh page loads per interaction; the figure is the median (default 5)
  --base-url <URL>  measure an already running server instead of serving the build
  --dir <PATH>      built site to serve (default: dist/client, or $OUT_DIR/client)
  --json            print JSON instead of the table`

type Row = { name: string; path: string; viewport: string; runs: (number | undefined)[]; medianMs: number | undefined }

function machine(): string {
  const load = loadavg().map((value) => value.toFixed(2))
  return `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${load.join(' ')}`
}

/** One fresh page: load, settle, bring the control into view, settle, act, read the slowest interaction. */
async function measureOnce(
  browser: Browser,
  origin: string,
  interaction: (typeof interactions)[number],
): Promise<number | undefined> {
  const context = await browser.newContext({ viewport: VIEWPORTS[interaction.viewport] })
  try {
    // Every step is bounded, so one stuck page fails the run instead of stalling it.
    context.setDefaultTimeout(60_000)
    const page = await context.newPage()
    await page.addInitScript(recordEventTimings)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(`${origin}${interaction.path}`, { waitUntil: 'load' })
    await page.evaluate(settle)
    await interaction.prepare(page)
    await page.evaluate(settle)
    const from = await page.evaluate(() => (window as unknown as { __eventTimings: unknown[] }).__eventTimings.length)
    await interaction.act(page)
    return await slowestInteraction(page, from)
  } finally {
    await context.close()
  }
}

function formatMs(value: number | undefined): string {
  return value === undefined ? `<${THRESHOLD_MS}` : String(Math.round(value))
}

function formatTable(rows: readonly Row[]): string {
  const header = ['interaction', 'page', 'viewport', 'median ms', 'runs ms', `≤ ${TARGET_MS} ms`]
  const cells = rows.map((row) => [
    row.name,
    row.path,
    row.viewport,
    formatMs(row.medianMs),
    row.runs.map(formatMs).join(' '),
    (row.medianMs ?? 0) <= TARGET_MS ? 'yes' : 'NO',
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)))
  const line = (row: readonly string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')
  return [line(header), ...cells.map(line)].join('\n')
}

async function main(argv: readonly string[]): Promise<number> {
  let values: { runs?: string; 'base-url'?: string; dir?: string; json: boolean; help: boolean }
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        runs: { type: 'string' },
        'base-url': { type: 'string' },
        dir: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  const runs = values.runs === undefined ? 5 : Number(values.runs)
  if (!Number.isSafeInteger(runs) || runs < 1 || runs > 25) {
    console.error(`--runs expects a whole number from 1 to 25\n\n${USAGE}`)
    return 2
  }
  let server: RunningServer | undefined
  let origin = values['base-url']?.replace(/\/$/, '')
  if (!origin) {
    const dir = values.dir ?? `${process.env.OUT_DIR || 'dist'}/client`
    if (!existsSync(join(ROOT, dir, 'index.html'))) {
      console.error(`bench:interaction: no built site in ${dir}: run "npm run build" first.`)
      return 1
    }
    server = await startServer(ROOT, dir, await freePort())
    origin = server.origin
  }
  // The browser tests' Chromium and flags (playwright.config.ts), so both see the site the same way.
  const browser = await chromium.launch({
    executablePath: findChromium(ROOT),
    args: playwrightConfig.use?.launchOptions?.args ?? [],
  })
  const before = machine()
  const rows: Row[] = []
  try {
    for (const interaction of interactions) {
      if (!values.json) console.error(`${interaction.name} (${interaction.path}, ${interaction.viewport})...`)
      const results: (number | undefined)[] = []
      for (let run = 0; run < runs; run++) results.push(await measureOnce(browser, origin, interaction))
      // Under the threshold counts as 0 for the median, and prints as "<16".
      const medianMs = median(results.map((value) => value ?? 0))
      rows.push({
        name: interaction.name,
        path: interaction.path,
        viewport: `${VIEWPORTS[interaction.viewport].width} px`,
        runs: results,
        medianMs: medianMs < THRESHOLD_MS ? undefined : medianMs,
      })
    }
  } finally {
    await browser.close()
    server?.stop()
  }
  const after = machine()
  const settings = `headless Chromium, CPU ${CPU_SLOWDOWN}× slower (Emulation.setCPUThrottlingRate), Event Timing durations (interactionId > 0, threshold ${THRESHOLD_MS} ms), median of ${runs}`
  if (values.json) {
    console.log(JSON.stringify({ settings, machineBefore: before, machineAfter: after, rows }, null, 2))
  } else {
    console.log(`\n${settings}\nbefore: ${before}\nafter:  ${after}\n`)
    console.log(formatTable(rows))
  }
  return 0
}

process.exitCode = await main(process.argv.slice(2))
