/** Data-consistency check: rules over the data modules for what a schema cannot catch; runs before the prerender. */
import { readdirSync } from 'node:fs'
import { ContentError } from '../data/contentFile'
import { DataValidationError } from '../data/define'
import { countOf } from '../lib/format'
import type { Finding, Rule } from './checks/data/rule'
import { buildDataSnapshot, type DataSnapshot } from './checks/data/snapshot'
import { consoleOutput, type Output, parseCli, runIfMain } from './cli'

const USAGE = `Usage: tsx scripts/check-data.ts [options]

Loads every data module (each validates itself against its schema), then runs the consistency rules. Each
finding names the module, the field and the rule. Errors fail the check; warnings are contradictions or
placeholders to decide on. With SITE_URL set to a real domain, placeholder site details are errors.

  --summary      one summary line, plus every error in full (what the build prints)
  --json         a machine-readable report
  --strict       treat warnings as errors
  --list-rules   every rule with its id, severity and description
  --help         this text

Exit status: 0 without errors, 1 on any error, 2 on bad usage.`

/** Every rule file in checks/data/rules, by id: a new rule is picked up without being listed anywhere. */
export const rules: readonly Rule[] = await Promise.all(
  readdirSync(`${import.meta.dirname}/checks/data/rules`)
    .filter((file) => file.endsWith('.ts'))
    .sort()
    // The extension stays in the import's fixed part, as Vite's dynamic imports (in the unit tests) want it.
    .map(async (file) => ((await import(`./checks/data/rules/${file.slice(0, -3)}.ts`)) as { default: Rule }).default),
)

/** Runs every rule; `strict` turns warnings into errors. */
export function runRules(snapshot: DataSnapshot, strict = false): Finding[] {
  const findings = rules.flatMap((rule) => rule.run(snapshot))
  return strict ? findings.map((finding) => ({ ...finding, severity: 'error' as const })) : findings
}

const WIDTH = 110

/** Wraps a paragraph at spaces to the report width, every line indented (a longer word gets a line of its own). */
function wrap(text: string, indent: string): string[] {
  const lines = text.match(new RegExp(`\\S.{0,${WIDTH - indent.length - 1}}(?=\\s|$)|\\S+`, 'g')) ?? []
  return lines.map((line) => indent + line)
}

const isError = (finding: Finding) => finding.severity === 'error'

function summaryLine(findings: readonly Finding[], strict: boolean): string {
  const errors = findings.filter(isError).length
  return `data: ${countOf(errors, 'error')}, ${countOf(findings.length - errors, 'warning')}${strict ? ' (--strict: warnings count as errors)' : ''}`
}

/** Findings grouped by severity, then module, then each finding's field, rule id and message. */
function formatFindings(findings: readonly Finding[]): string[] {
  const lines: string[] = []
  for (const [severity, heading] of Object.entries({ error: 'Errors', warning: 'Warnings' })) {
    const matching = findings.filter((finding) => finding.severity === severity)
    if (matching.length === 0) continue
    if (lines.length > 0) lines.push('')
    lines.push(`${heading} (${matching.length})`)
    for (const module of [...new Set(matching.map((finding) => finding.module))].sort()) {
      lines.push(`  ${module}`)
      for (const finding of matching.filter((candidate) => candidate.module === module))
        lines.push(`    ${finding.field}  [${finding.ruleId}]`, ...wrap(finding.message, '      '))
    }
  }
  return lines
}

/** Every finding and the summary line; with `summary`, what the build prints: only the errors above that line. */
export function formatReport(findings: readonly Finding[], strict = false, summary = false): string[] {
  const lines = formatFindings(summary ? findings.filter(isError) : findings)
  if (lines.length === 0 && !summary) lines.push('No problems found in the data.')
  return [...lines, ...(lines.length > 0 ? [''] : []), summaryLine(findings, strict)]
}

/** Turns a data module that failed to load (its schema rejected it, or it threw) into findings. */
export function loadErrorFindings(error: unknown): Finding[] {
  if (error instanceof DataValidationError)
    return error.issues.map((issue) => ({ ruleId: 'schema', severity: 'error', ...issue }))
  // A mistake in content/ is listed under its own file, as the maintainer opens it.
  if (error instanceof ContentError) {
    const field = error.line === undefined ? '(the whole file)' : `line ${error.line}`
    return [{ ruleId: 'content', severity: 'error', module: error.file, field, message: error.problem }]
  }
  const message = error instanceof Error ? error.message : String(error)
  return [{ ruleId: 'schema', severity: 'error', module: 'data', field: '(import)', message }]
}

/** Runs the check with command-line arguments (over `options.snapshot` in tests); resolves to the exit status. */
export async function runCheckData(
  argv: readonly string[],
  output: Output = consoleOutput,
  options: { snapshot?: DataSnapshot } = {},
): Promise<number> {
  const flag = { type: 'boolean' } as const
  const values = parseCli(argv, { summary: flag, json: flag, strict: flag, 'list-rules': flag }, USAGE, output)
  if (typeof values === 'number') return values
  if (values['list-rules']) {
    const width = Math.max(...rules.map((rule) => rule.id.length))
    for (const rule of rules) output.out(`${rule.id.padEnd(width)}  ${rule.severity.padEnd(7)}  ${rule.description}`)
    return 0
  }

  // A module that fails its own schema stops the check here, with the schema's message.
  const findings = await Promise.resolve(options.snapshot ?? buildDataSnapshot())
    .then((snapshot) => runRules(snapshot, values.strict))
    .catch(loadErrorFindings)

  const errors = findings.filter(isError).length
  const { strict = false } = values
  if (values.json) {
    const summary = { errors, warnings: findings.length - errors, line: summaryLine(findings, strict) }
    const about = rules.map(({ id, severity, description }) => ({ id, severity, description }))
    output.out(JSON.stringify({ ok: errors === 0, strict, summary, findings, rules: about }, null, 2))
  } else output.out(formatReport(findings, strict, values.summary).join('\n'))
  return errors > 0 ? 1 : 0
}

runIfMain(import.meta.url, runCheckData)
