/** Data-consistency check: rules over the data modules for what a schema cannot catch; runs before the prerender. */
import { readdirSync } from 'node:fs'
import { formatReport, formatSummary, jsonReport, loadErrorFindings } from './checks/data/report'
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
    .map(async (file) => {
      // The extension stays in the import's fixed part, as Vite's dynamic imports (in the unit tests) want it.
      const name = file.slice(0, -'.ts'.length)
      return ((await import(`./checks/data/rules/${name}.ts`)) as { default: Rule }).default
    }),
)

/** Runs every rule; `strict` turns warnings into errors. */
export function runRules(snapshot: DataSnapshot, strict = false): Finding[] {
  const findings = rules.flatMap((rule) => rule.run(snapshot))
  return strict ? findings.map((finding) => ({ ...finding, severity: 'error' as const })) : findings
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

  let findings: Finding[]
  try {
    const snapshot = options.snapshot ?? (await buildDataSnapshot())
    findings = runRules(snapshot, values.strict)
  } catch (error) {
    // A module that fails its own schema stops the check here, with the schema's message.
    findings = loadErrorFindings(error)
  }

  if (values.json) output.out(JSON.stringify(jsonReport(findings, rules, values.strict), null, 2))
  else if (values.summary) output.out(formatSummary(findings, values.strict).join('\n'))
  else output.out(formatReport(findings, values.strict).join('\n'))
  return findings.some((finding) => finding.severity === 'error') ? 1 : 0
}

runIfMain(import.meta.url, runCheckData)
