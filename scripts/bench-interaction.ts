/** Interaction latency (Event Timing durations, as INP uses) in Chromium with a slowed CPU; figures vary by machine. */
import type { Browser } from '@playwright/test'
import * as bench from './bench/browserBench'
import { interactions, recordEventTimings, settle, slowestInteraction, VIEWPORTS } from './bench/interactions'
import { machine, median } from './bench/report'
import { parseCli, runIfMain, wholeNumber } from './cli'
import { textTable } from './textTable'

// Event Timing reports nothing faster than this (the API's lowest durationThreshold).
const THRESHOLD_MS = 16
const TARGET_MS = 100

const USAGE = bench.browserBenchUsage('bench:interaction', 'fresh page loads per interaction')

type Row = { name: string; path: string; viewport: string; runs: (number | undefined)[]; medianMs: number | undefined }

/** One fresh page: load, settle, bring the control into view, settle, act, read the slowest interaction. */
async function measureOnce(
  browser: Browser,
  origin: string,
  interaction: (typeof interactions)[number],
): Promise<number | undefined> {
  return bench.withSlowPage(browser, interaction.viewport, async ({ page }) => {
    await page.addInitScript(recordEventTimings)
    await page.goto(`${origin}${interaction.path}`, { waitUntil: 'load' })
    await page.evaluate(settle)
    const target = interaction.target(page)
    await target.scrollIntoViewIfNeeded()
    await page.evaluate(settle)
    const from = await page.evaluate(() => (window as unknown as { __eventTimings: unknown[] }).__eventTimings.length)
    await (interaction.act ? interaction.act(target) : target.click())
    return await slowestInteraction(page, from)
  })
}

const formatMs = (value: number | undefined): string =>
  value === undefined ? `<${THRESHOLD_MS}` : String(Math.round(value))

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
  return textTable(header, cells).join('\n')
}

async function main(argv: readonly string[]): Promise<number> {
  const values = parseCli(argv, bench.browserBenchOptions, USAGE)
  if (typeof values === 'number') return values
  const runs = wholeNumber('runs', values.runs, 5, 1, 25)
  const before = machine()
  const rows: Row[] = await bench.withSiteAndBrowser(values, async (browser, origin) => {
    const measured: Row[] = []
    for (const interaction of interactions) {
      if (!values.json) console.error(`${interaction.name} (${interaction.path}, ${interaction.viewport})...`)
      const results: (number | undefined)[] = []
      for (let run = 0; run < runs; run++) results.push(await measureOnce(browser, origin, interaction))
      // Under the threshold counts as 0 for the median, and prints as "<16".
      const medianMs = median(results.map((value) => value ?? 0))
      measured.push({
        name: interaction.name,
        path: interaction.path,
        viewport: `${VIEWPORTS[interaction.viewport].width} px`,
        runs: results,
        medianMs: medianMs < THRESHOLD_MS ? undefined : medianMs,
      })
    }
    return measured
  })
  const after = machine()
  const settings = `headless Chromium, CPU ${bench.CPU_SLOWDOWN}× slower (Emulation.setCPUThrottlingRate), Event Timing durations (interactionId > 0, threshold ${THRESHOLD_MS} ms), median of ${runs}`
  if (values.json) {
    console.log(JSON.stringify({ settings, machineBefore: before, machineAfter: after, rows }, null, 2))
  } else {
    console.log(`\n${settings}\nbefore: ${before}\nafter:  ${after}\n`)
    console.log(formatTable(rows))
  }
  return 0
}

runIfMain(import.meta.url, main)
