import { readdirSync } from 'node:fs'
import type { Finding, Rule } from '../rule'
import type { DataSnapshot } from '../snapshot'

/** Every rule file in this folder, by id: a new rule is picked up without being listed anywhere. */
export const rules: readonly Rule[] = await Promise.all(
  readdirSync(import.meta.dirname)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .sort()
    .map(async (file) => ((await import(`./${file}`)) as { default: Rule }).default),
)

/** Runs every rule; `strict` turns warnings into errors. */
export function runRules(snapshot: DataSnapshot, options: { strict?: boolean } = {}): Finding[] {
  const findings = rules.flatMap((rule) => rule.run(snapshot))
  return options.strict ? findings.map((finding) => ({ ...finding, severity: 'error' as const })) : findings
}
