/** Interaction latency (Event Timing durations, as INP uses) in Chromium with a slowed CPU; figures vary by machine. */
import { type Browser, chromium } from '@playwright/test'
import { chromePath, chromiumArgs } from '../playwright.config'
import { interactions, recordEventTimings, settle, slowestInteraction, VIEWPORTS } from './bench/interactions'
import { machine, median } from './bench/report'
import { defaultSiteDir, parseCli, runIfMain, wholeNumber } from './cli'
import { writeDocsSection } from './docsSection'
import { startPreview } from './preview'
import { textTable } from './textTable'

const CPU_SLOWDOWN = 4
// Event Timing reports nothing faster than this (the API's lowest durationThreshold).
const THRESHOLD_MS = 16
const TARGET_MS = 100

const USAGE = `Usage: npm run bench:interaction -- [--runs N] [--base-url URL] [--dir PATH] [--json] [--write-docs]

  --runs <N>        fresh page loads per interaction; the figure is the median (default 5)
  --base-url <URL>  measure an already running server instead of serving the build
  --dir <PATH>      built site to serve (default: dist/client, or $OUT_DIR/client)
  --json            print JSON instead of the table
  --write-docs      also put the table between the bench-interaction markers in docs/performance.md`

type Row = { name: string; path: string; viewport: string; runs: (number | undefined)[]; medianMs: number | undefined }

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
    const target = interaction.target(page)
    await target.scrollIntoViewIfNeeded()
    await page.evaluate(settle)
    const from = await page.evaluate(() => (window as unknown as { __eventTimings: unknown[] }).__eventTimings.length)
    await (interaction.act ? interaction.act(target) : target.click())
    return await slowestInteraction(page, from)
  } finally {
    await context.close()
  }
}

const formatMs = (value: number | undefined): string =>
  value === undefined ? `<${THRESHOLD_MS}` : String(Math.round(value))

function formatTable(rows: readonly Row[], markdown = false): string {
  const header = ['interaction', 'page', 'viewport', 'median ms', 'runs ms', `≤ ${TARGET_MS} ms`]
  const cells = rows.map((row) => [
    row.name,
    row.path,
    row.viewport,
    formatMs(row.medianMs),
    row.runs.map(formatMs).join(' '),
    (row.medianMs ?? 0) <= TARGET_MS ? 'yes' : 'NO',
  ])
  return textTable(header, cells, markdown).join('\n')
}

async function main(argv: readonly string[]): Promise<number> {
  const options = {
    runs: { type: 'string' },
    'base-url': { type: 'string' },
    dir: { type: 'string', default: defaultSiteDir() },
    json: { type: 'boolean', default: false },
    'write-docs': { type: 'boolean', default: false },
  } as const
  const values = parseCli(argv, options, USAGE)
  if (typeof values === 'number') return values
  const runs = wholeNumber('runs', values.runs, 5, 1, 25)
  const preview = values['base-url'] ? undefined : await startPreview({ dir: values.dir })
  const origin = (values['base-url'] ?? preview?.url ?? '').replace(/\/$/, '')
  // The browser tests' Chromium and flags (playwright.config.ts), so both see the site the same way.
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
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
    await preview?.close()
  }
  const after = machine()
  const settings = `headless Chromium, CPU ${CPU_SLOWDOWN}× slower (Emulation.setCPUThrottlingRate), Event Timing durations (interactionId > 0, threshold ${THRESHOLD_MS} ms), median of ${runs}`
  if (values.json) {
    console.log(JSON.stringify({ settings, machineBefore: before, machineAfter: after, rows }, null, 2))
  } else {
    console.log(`\n${settings}\nbefore: ${before}\nafter:  ${after}\n`)
    console.log(formatTable(rows))
  }
  if (values['write-docs']) {
    const about = `${new Date().toISOString().slice(0, 10)}, ${settings}. Before: ${before}. After: ${after}.`
    await writeDocsSection('bench-interaction', `${about}\n\n${formatTable(rows, true)}`)
  }
  return 0
}

runIfMain(import.meta.url, main)
