/**
 * `npm run audit`: builds the site, serves it with compression like a static host, runs Lighthouse (mobile,
 * default settings) on every registered route and the 404 page, prints one table, writes reports/lighthouse/
 * and checks the performance targets (scripts/audit/targets.ts).
 *
 *   tsx scripts/audit.ts [--no-build] [--routes /,/faq] [--runs 3] [--theme light] [--write-readme] [--no-fail]
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { Result } from 'lighthouse'
import { routeList } from '../data/routes'
import { themeName } from '../data/schemas/common'
import { site } from '../data/site'
import { updateReadme, writeReports } from './audit/files'
import { type AuditReport, formatText, withCheck } from './audit/format'
import { type AuditOptions, findChromium, freePort, openBrowser, startServer, warm } from './audit/run'
import { type AuditRow, errorRow, medianRow, summarizeLhr } from './audit/summary'
import { auditTargets, selectTargets } from './audit/targets'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

const USAGE = `Usage: npm run audit -- [options]

Builds the site (npm run build), serves it with scripts/serve.ts --compress on a free port, and runs
Lighthouse (its defaults: mobile, simulated throttling) on every route in data/routes.ts plus the 404 page,
one after another in one Chromium. Prints a table and every missed target, and writes
reports/lighthouse/<time>.json, latest.json and latest.md.

Options:
  --no-build         audit the existing build instead of running npm run build first
  --dir <path>       built site to serve (default: dist/client, or $OUT_DIR/client when OUT_DIR is set)
  --routes <list>    comma-separated paths to audit, e.g. /,/faq,404 (default: every route and 404)
  --runs <n>         Lighthouse runs per page; figures are the median of each (default: 1)
  --theme <name>     store this theme (light, dark or system) before each page loads (default: none stored,
                     so the site default, ${site.defaultTheme.pages})
  --full             also keep every full Lighthouse result in the <time>.json report
  --write-readme     put the table between the audit markers in README.md
  --no-fail          exit 0 even when a target is missed
  --port <n>         port for the static server (default: a free one)
  --help             show this help

Exit status: 0 when every target is met, 1 when one is missed or a page could not be audited, 2 on bad usage.`

const stderr = (line: string) => process.stderr.write(`${line}\n`)

interface Options {
  build: boolean
  dir: string
  routes: string[] | undefined
  runs: number
  theme: string | undefined
  full: boolean
  writeReadme: boolean
  fail: boolean
  port: number | undefined
}

function parseOptions(argv: string[]): Options | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      'no-build': { type: 'boolean', default: false },
      dir: { type: 'string', default: `${process.env.OUT_DIR || 'dist'}/client` },
      routes: { type: 'string' },
      runs: { type: 'string', default: '1' },
      theme: { type: 'string' },
      full: { type: 'boolean', default: false },
      'write-readme': { type: 'boolean', default: false },
      'no-fail': { type: 'boolean', default: false },
      port: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) return 'help'
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number from 1, not '${values.runs}'`)
  if (values.theme !== undefined && !themeName.options.includes(values.theme as never)) {
    throw new Error(`--theme must be one of ${themeName.options.join(', ')}, not '${values.theme}'`)
  }
  const port = values.port === undefined ? undefined : Number(values.port)
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
    throw new Error(`--port must be a port number, not '${values.port}'`)
  }
  return {
    build: !values['no-build'],
    dir: values.dir,
    routes: values.routes?.split(',').map((route) => route.trim()),
    runs,
    theme: values.theme,
    full: values.full,
    writeReadme: values['write-readme'],
    fail: !values['no-fail'],
    port,
  }
}

function browserName(lhr: Result | undefined): string {
  return lhr?.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium'
}

function settingsName(lhr: Result | undefined): string {
  if (!lhr) return 'unknown settings'
  const { formFactor, throttlingMethod } = lhr.configSettings
  const throttling = throttlingMethod === 'simulate' ? 'simulated' : throttlingMethod
  return `${formFactor}, ${throttling} throttling`
}

async function main(argv: string[]): Promise<number> {
  let options: Options | 'help'
  try {
    options = parseOptions(argv)
  } catch (error) {
    stderr(`${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  if (options === 'help') {
    console.log(USAGE)
    return 0
  }
  let selected: ReturnType<typeof auditTargets>
  try {
    selected = selectTargets(auditTargets(routeList), options.routes)
  } catch (error) {
    stderr((error as Error).message)
    return 2
  }
  const started = Date.now()
  if (options.build) {
    stderr('audit: npm run build')
    // Build output goes to stderr so stdout carries only the table and the misses.
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['inherit', process.stderr, 'inherit'] })
    if (build.status !== 0) {
      stderr('audit: the build failed, nothing audited.')
      return 1
    }
  }
  if (!existsSync(join(ROOT, options.dir, 'index.html'))) {
    stderr(`audit: no prerendered site in ${options.dir}: run "npm run build" first (or drop --no-build).`)
    return 1
  }
  const chromePath = findChromium(ROOT)
  const server = await startServer(ROOT, options.dir, options.port ?? (await freePort()))
  const browser = await openBrowser(chromePath).catch((error: unknown) => {
    server.stop()
    throw error
  })
  const shutdown = async () => {
    await browser.close()
    server.stop()
  }
  process.once('SIGINT', () => {
    void shutdown().then(() => process.exit(130))
  })

  const themeLabel =
    options.theme === undefined
      ? `${site.defaultTheme.pages} (site default, none stored)`
      : `${options.theme} (stored as localStorage '${site.themeStorageKey}')`
  const auditOptions = (status: number): AuditOptions => ({
    ignoreStatusCode: status === 404,
    fullPageScreenshot: options.full,
    ...(options.theme ? { storage: { key: site.themeStorageKey, value: options.theme } } : {}),
  })
  const rows: AuditRow[] = []
  const fullResults: Record<string, Result[]> = {}
  let sample: Result | undefined
  try {
    for (const [index, target] of selected.entries()) {
      const runs: AuditRow[] = []
      const url = `${server.origin}${target.path}`
      await warm(url)
      for (let run = 1; run <= options.runs; run++) {
        const runStarted = Date.now()
        const prefix = `audit: [${index + 1}/${selected.length}] ${target.label}${options.runs > 1 ? ` run ${run}/${options.runs}` : ''}`
        try {
          const lhr = await browser.audit(url, auditOptions(target.status))
          sample ??= lhr
          if (options.full) fullResults[target.label] = [...(fullResults[target.label] ?? []), lhr]
          const row = summarizeLhr(lhr, target)
          runs.push(row)
          const seconds = ((Date.now() - runStarted) / 1000).toFixed(0)
          stderr(`${prefix}: ${row.error ?? `performance ${row.scores.performance}`} (${seconds} s)`)
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          runs.push(errorRow(target, url, message))
          stderr(`${prefix}: failed: ${message}`)
        }
      }
      rows.push(medianRow(runs))
    }
  } finally {
    await shutdown()
  }

  const report: AuditReport = withCheck({
    generatedAt: new Date().toISOString(),
    lighthouseVersion: sample?.lighthouseVersion ?? 'unknown',
    browser: browserName(sample),
    settings: settingsName(sample),
    runsPerRoute: options.runs,
    theme: themeLabel,
    compression: server.encoding,
    durationMs: Date.now() - started,
    rows,
  })
  console.log(formatText(report))
  const written = await writeReports(ROOT, report, options.full ? fullResults : undefined)
  stderr(`\naudit: wrote ${written.map((path) => path.slice(ROOT.length + 1)).join(', ')}`)
  if (options.writeReadme) {
    const changed = await updateReadme(ROOT, report)
    stderr(`audit: README.md ${changed ? 'updated' : 'already current'}`)
  }
  return report.check.misses.length > 0 && options.fail ? 1 : 0
}

try {
  process.exitCode = await main(process.argv.slice(2))
} catch (error) {
  stderr(`audit: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
