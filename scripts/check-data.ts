/**
 * Data-consistency check: rules over the data modules (not the HTML) that catch what a schema cannot, such as a
 * price that disagrees with structured data, a claim shown with two values, a sitemap missing a page, or a
 * placeholder address. Runs before the prerender in `npm run build`. Exit status 1 on any error.
 *
 *   tsx scripts/check-data.ts [--summary | --json] [--strict] [--list-rules]
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { formatReport, formatSummary, jsonReport, loadErrorFindings } from './checks/data/report'
import type { Finding } from './checks/data/rule'
import { rules, runRules } from './checks/data/rules/index'
import { buildDataSnapshot, type DataSnapshot } from './checks/data/snapshot'

const USAGE = `Usage: tsx scripts/check-data.ts [options]

Loads every data module (each validates itself against its schema), then runs the consistency rules over them.
Each finding names the module and field to change, the rule that found it, and what is wrong:

  Warnings (1)
    data/games.ts
      games[0] (Minecraft).price  [games.from-price]
        The /games catalogue card says Minecraft starts at ₹69 a month, but the cheapest Minecraft plan ...

Errors fail the check; warnings are contradictions or placeholders to decide on and are reported every run.
SITE_URL set to a real domain (a production build) turns placeholder site details into errors.

Options:
  --summary      print one summary line, plus every error in full (what the build prints)
  --json         print a machine-readable report instead of text
  --strict       treat warnings as errors
  --list-rules   list every rule with its id, severity and description
  --help         show this help

Exit status: 0 when there are no errors (warnings allowed), 1 on any error, 2 on bad usage.`

export interface Output {
  out: (line: string) => void
  err: (line: string) => void
}

const consoleOutput: Output = { out: (line) => console.log(line), err: (line) => console.error(line) }

export interface CheckDataOptions {
  /** Runs the rules over this snapshot instead of the real data modules (tests). */
  snapshot?: DataSnapshot
}

/** Runs the check with command-line arguments; resolves to the exit status. */
export async function runCheckData(
  argv: readonly string[],
  output: Output = consoleOutput,
  options: CheckDataOptions = {},
): Promise<number> {
  let values: { summary: boolean; json: boolean; strict: boolean; 'list-rules': boolean; help: boolean }
  try {
    values = parseArgs({
      args: [...argv],
      options: {
        summary: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        strict: { type: 'boolean', default: false },
        'list-rules': { type: 'boolean', default: false },
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
  if (values['list-rules']) {
    const width = Math.max(...rules.map((rule) => rule.id.length))
    for (const rule of rules) output.out(`${rule.id.padEnd(width)}  ${rule.severity.padEnd(7)}  ${rule.description}`)
    return 0
  }

  let findings: Finding[]
  try {
    const snapshot = options.snapshot ?? (await buildDataSnapshot())
    findings = runRules(snapshot, { strict: values.strict })
  } catch (error) {
    // A module that fails its own schema stops the check here, with the schema's message.
    findings = loadErrorFindings(error)
  }

  const strict = { strict: values.strict }
  if (values.json) output.out(JSON.stringify(jsonReport(findings, rules, strict), null, 2))
  else if (values.summary) output.out(formatSummary(findings, strict).join('\n'))
  else output.out(formatReport(findings, strict).join('\n'))
  return findings.some((finding) => finding.severity === 'error') ? 1 : 0
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)
if (isMain) process.exitCode = await runCheckData(process.argv.slice(2))
