/** `npm run audit` (see USAGE): Lighthouse CI does the work; this adds the page list and the table of figures. */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { routeList } from '../data/routes'
import { chromePath, chromiumArgs } from '../playwright.config'
import * as lighthouse from './audit/lighthouserc'
import { defaultSiteDir, parseCli, runIfMain, wholeNumber } from './cli'
import { startPreview } from './preview'

const USAGE = `Usage: npm run audit -- [options]

Builds the site (npm run build), serves it with the Pages emulator on a free port (its runtime serves the
files itself) and runs Lighthouse CI (Lighthouse's defaults: mobile, simulated throttling) on every route in
data/routes.ts plus the 404 page. Prints a table and every missed target, and writes every report with LHCI's manifest.json and latest.md to
reports/lighthouse/.

Targets: every category 100, LCP at most 1,200 ms, TBT 0 ms, CLS 0. A noindex page skips is-crawlable; the
404 page also skips http-status-code and errors-in-console.

Options:
  --no-build         audit the existing build (dist/client, or $OUT_DIR/client) instead of building first
  --routes <list>    comma-separated paths to audit, e.g. /,/faq/,404 (default: every route and 404)
  --runs <n>         Lighthouse runs per page; figures come from the median run (default: 1)

Exit status: 0 when every target is met, 1 when one is missed or a page could not be audited, 2 on bad usage.`

const OUTPUT_DIR = 'reports/lighthouse'
const lhci = createRequire(import.meta.url).resolve('@lhci/cli/src/cli.js')

/** Runs one `lhci` command with a configuration file; its output goes to stderr, so stdout carries the table. */
async function runLhci(command: string, config: object): Promise<number> {
  const file = join(await mkdtemp(join(tmpdir(), 'lhci-')), 'lighthouserc.json')
  await writeFile(file, JSON.stringify(config))
  const env = { ...process.env, CHROME_PATH: chromePath }
  const child = spawn(process.execPath, [lhci, command, `--config=${file}`], { env, stdio: ['ignore', 2, 2] })
  return await new Promise<number>((resolve) => {
    child.once('error', () => resolve(1))
    child.once('close', (code) => resolve(code ?? 1))
  })
}

async function main(argv: readonly string[]): Promise<number> {
  const options = {
    'no-build': { type: 'boolean', default: false },
    routes: { type: 'string' },
    runs: { type: 'string' },
  } as const
  const values = parseCli(argv, options, USAGE)
  if (typeof values === 'number') return values
  const routes = values.routes?.split(',').map((route) => route.trim())
  const targets = lighthouse.selectTargets(lighthouse.auditTargets(routeList), routes)
  const runs = wholeNumber('runs', values.runs, 1, 1, 25)

  if (!values['no-build']) {
    console.error('audit: npm run build')
    const build = spawnSync('npm', ['run', 'build'], { stdio: ['inherit', process.stderr, 'inherit'] })
    if (build.status !== 0) throw new Error('audit: the build failed, nothing audited.')
  }
  const preview = await startPreview({ dir: defaultSiteDir() })
  let failed = false
  try {
    const origin = preview.url.replace(/\/$/, '')
    const chromeFlags = chromiumArgs.filter((flag) => flag !== '--headless').join(' ')
    for (const config of lighthouse.collectConfigs(targets, origin, runs, chromeFlags)) {
      if ((await runLhci('collect', config)) !== 0) failed = true
    }
    if (failed) throw new Error('audit: Lighthouse could not audit every page (see above).')
    failed = (await runLhci('assert', { ci: { assert: { assertions: lighthouse.ASSERTIONS } } })) !== 0
    await runLhci('upload', { ci: { upload: { target: 'filesystem', outputDir: OUTPUT_DIR } } })
  } finally {
    await preview.close()
  }

  const manifest = JSON.parse(await readFile(join(OUTPUT_DIR, 'manifest.json'), 'utf8')) as lighthouse.ManifestEntry[]
  const rows: lighthouse.AuditRow[] = []
  let version = ''
  for (const { target, jsonPath } of lighthouse.representativeRuns(manifest, targets)) {
    const lhr = JSON.parse(await readFile(jsonPath, 'utf8')) as lighthouse.LhrLike
    version = lhr.lighthouseVersion
    rows.push(lighthouse.auditRow(target.label, lhr))
  }
  const about = `Lighthouse ${version} through Lighthouse CI, mobile with simulated throttling, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page, served by the Pages emulator, ${new Date().toISOString()}.`
  const failing = rows.flatMap((row) => row.failing)
  const failingText = failing.length > 0 ? ['', 'Failing audits:', ...failing] : []
  console.log([about, '', ...lighthouse.formatTable(rows), ...failingText].join('\n'))
  const markdown = [about, '', ...lighthouse.formatTable(rows, true)].join('\n')
  await writeFile(
    join(OUTPUT_DIR, 'latest.md'),
    `# Lighthouse audit\n\n${markdown}\n${failing.map((line) => `\n- ${line}`).join('')}\n`,
  )
  if (failed) console.error('audit: a target was missed (see the assertions above).')
  return failed ? 1 : 0
}

runIfMain(import.meta.url, main)
