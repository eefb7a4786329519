/**
 * The shape of a data-consistency rule. Each rule (one per file in rules/) is a pure function of the parts of
 * the DataSnapshot it reads, and reports findings that name the module and field to change. Severity: an error
 * fails the build; a warning is a contradiction or placeholder the business has to decide on, reported on every
 * run but not fatal (unless --strict).
 */
import type { DataSnapshot, Located } from './snapshot'

export type Severity = 'error' | 'warning'

export interface Finding {
  ruleId: string
  severity: Severity
  /** The data module to edit, e.g. `data/plans/webHosting.ts`. */
  module: string
  /** The field (or fields) concerned, e.g. `webHostingStructuredData.lowPrice`. */
  field: string
  message: string
}

export interface Rule<Input = DataSnapshot> {
  id: string
  /** Severity of its findings. Only site.placeholder-details raises its own to error (for production builds). */
  severity: Severity
  description: string
  run(snapshot: Input): Finding[]
}

type Report = (at: Located, message: string, severity?: Severity) => void

export function defineRule<Input extends Partial<DataSnapshot>>(rule: {
  id: string
  severity: Severity
  description: string
  check(snapshot: Input, report: Report): void
}): Rule<Input> {
  const { check, ...about } = rule
  return {
    ...about,
    run(snapshot) {
      const findings: Finding[] = []
      check(snapshot, (at, message, severity = rule.severity) =>
        findings.push({ ruleId: rule.id, severity, module: at.module, field: at.field, message }),
      )
      return findings
    },
  }
}

const listFormat = new Intl.ListFormat('en-GB', { type: 'conjunction' })

/** 'a', 'a and b', 'a, b and c'. */
export function inWords(items: readonly string[]): string {
  return listFormat.format(items)
}
