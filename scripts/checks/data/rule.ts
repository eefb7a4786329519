/** A data-consistency rule: a pure function of the snapshot; an error fails the build, a warning only with --strict. */
import { basename } from 'node:path'
import type { DataSnapshot, Located } from './snapshot'

export type Severity = 'error' | 'warning'

/** What a rule found, at the data module and field (or fields) to edit. */
export type Finding = Located & { ruleId: string; severity: Severity; message: string }

type Report = (at: Located, message: string, severity?: Severity) => void

/**
 * A rule reading the snapshot fields `Keys`, with the name of its file as its id; its findings have its severity
 * unless it reports another (site.placeholder-details raises its own to error for production builds):
 * `export default defineRule<'routes'>(import.meta.filename, { ..., check({ routes }, report) {} })`.
 */
export function defineRule<Keys extends keyof DataSnapshot>(
  file: string,
  rule: { severity: Severity; description: string; check(snapshot: Pick<DataSnapshot, Keys>, report: Report): void },
) {
  const { check, ...about } = rule
  const id = basename(file, '.ts')
  return {
    id,
    ...about,
    run(snapshot: Pick<DataSnapshot, Keys>): Finding[] {
      const findings: Finding[] = []
      check(snapshot, (at, message, severity = rule.severity) =>
        findings.push({ ruleId: id, severity, module: at.module, field: at.field, message }),
      )
      return findings
    },
  }
}

export type Rule = ReturnType<typeof defineRule<keyof DataSnapshot>>

const listFormat = new Intl.ListFormat('en-GB', { type: 'conjunction' })

/** 'a', 'a and b', 'a, b and c'. */
export const inWords = (items: readonly string[]): string => listFormat.format(items)
