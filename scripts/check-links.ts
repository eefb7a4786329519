/**
 * Dead-link linter over the built site: every internal reference in dist/client (links, stylesheets, scripts,
 * images and srcset, canonical and og:image, JSON-LD, sitemap.xml) must resolve to a built file, and every
 * #fragment to an id on its page. External links are not fetched, only counted per host and checked for
 * rel="noopener noreferrer" when they open a new tab. Exit status 1 when anything is wrong.
 *
 *   tsx scripts/check-links.ts [--dir dist/client] [--origin URL] [--summary | --json]
 */
import { stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { checkLinks, formatFailures, formatReport, reportFailed, summaryLine } from './checks/links'

const USAGE = `Usage: tsx scripts/check-links.ts [options]

Reads every HTML file of a prerendered site (no browser, no network) and reports internal references that
do not resolve: a[href], link[href] and imagesrcset, img[src] and srcset, source[srcset], script[src], canonical,
og:image, twitter:image, og:url and JSON-LD URLs on the site's own origin, url() in CSS, and the <loc> entries of sitemap.xml.
Targets resolve like a static host (trailing slash, index.html, query strings ignored); #fragments must
name an id on the target page. External links are listed and counted per host, never fetched.

Each dead target is reported once with every page that refers to it:
  /servers/vps  <- / ("VPS Hosting"), /sitemap ("VPS"), and 24 pages (footer "VPS")

Options:
  --dir <path>     built site to check (default: dist/client, or $OUT_DIR/client when OUT_DIR is set)
  --origin <url>   the site's own origin (default: site.origin from data/site.ts, i.e. SITE_URL)
  --summary        print one summary line, plus every failure in full
  --json           print a machine-readable report instead of text
  --help           show this help

Exit status: 0 when nothing is dead, 1 when a reference is dead or another problem was found, 2 on bad usage.`

export interface Output {
  out: (line: string) => void
  err: (line: string) => void
}

const consoleOutput: Output = { out: (line) => console.log(line), err: (line) => console.error(line) }

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory()
  } catch {
    return false
  }
}

/** Runs the linter with command-line arguments; resolves to the exit status. */
export async function runCheckLinks(argv: readonly string[], output: Output = consoleOutput): Promise<number> {
  let values: { dir: string; origin?: string; summary: boolean; json: boolean; help: boolean }
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        // Follows vite.config.ts, so `OUT_DIR=dist-x npm run build` checks the site it just built.
        dir: { type: 'string', default: `${process.env.OUT_DIR || 'dist'}/client` },
        origin: { type: 'string' },
        summary: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values
  } catch (error) {
    output.err(`${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  if (values.help) {
    output.out(USAGE)
    return 0
  }
  if (!(await isDirectory(values.dir))) {
    output.err(`No built site in ${values.dir}: run "npm run build" (or "npx vike build") first.`)
    return 2
  }
  let origin = values.origin
  if (origin === undefined) {
    const { site } = await import('../data/site')
    origin = site.origin
  }
  try {
    new URL(origin)
  } catch {
    output.err(`--origin ${origin} is not an absolute URL such as https://www.example.com`)
    return 2
  }

  const report = await checkLinks({ dir: values.dir, origin })
  if (values.json) {
    output.out(JSON.stringify({ ok: !reportFailed(report), summary: summaryLine(report), ...report }, null, 2))
  } else if (values.summary) {
    const failures = formatFailures(report)
    if (failures.length > 0) output.out([...failures, ''].join('\n'))
    output.out(summaryLine(report))
  } else {
    output.out(formatReport(report).join('\n'))
  }
  return reportFailed(report) ? 1 : 0
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)
if (isMain) process.exitCode = await runCheckLinks(process.argv.slice(2))
