/** Text and JSON reports of the data check: grouped by severity, then module, with a one-line summary. */
import type { Finding, Rule, Severity } from './rule'

const WIDTH = 110

/** Wraps a paragraph at spaces to the report width, every line indented. */
function wrap(text: string, indent: string): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line !== '' && indent.length + line.length + 1 + word.length > WIDTH) {
      lines.push(indent + line)
      line = word
    } else {
      line = line === '' ? word : `${line} ${word}`
    }
  }
  if (line !== '') lines.push(indent + line)
  return lines
}

function count(total: number, word: string): string {
  return `${total} ${word}${total === 1 ? '' : 's'}`
}

export function summaryLine(findings: readonly Finding[], options: { strict?: boolean } = {}): string {
  const errors = findings.filter((finding) => finding.severity === 'error').length
  const warnings = findings.length - errors
  return `data: ${count(errors, 'error')}, ${count(warnings, 'warning')}${options.strict ? ' (--strict: warnings count as errors)' : ''}`
}

const HEADINGS: Record<Severity, string> = { error: 'Errors', warning: 'Warnings' }

/** Findings of the given severities, grouped: heading, module, then each finding's field, rule id and message. */
export function formatFindings(findings: readonly Finding[], severities: readonly Severity[] = ['error', 'warning']) {
  const lines: string[] = []
  for (const severity of severities) {
    const matching = findings.filter((finding) => finding.severity === severity)
    if (matching.length === 0) continue
    if (lines.length > 0) lines.push('')
    lines.push(`${HEADINGS[severity]} (${matching.length})`)
    const modules = [...new Set(matching.map((finding) => finding.module))].sort()
    for (const module of modules) {
      lines.push(`  ${module}`)
      for (const finding of matching.filter((candidate) => candidate.module === module)) {
        lines.push(`    ${finding.field}  [${finding.ruleId}]`)
        lines.push(...wrap(finding.message, '      '))
      }
    }
  }
  return lines
}

export function formatReport(findings: readonly Finding[], options: { strict?: boolean } = {}): string[] {
  const lines = findings.length === 0 ? ['No problems found in the data.'] : formatFindings(findings)
  return [...lines, '', summaryLine(findings, options)]
}

/** What the build prints: the summary line, with every error in full above it. */
export function formatSummary(findings: readonly Finding[], options: { strict?: boolean } = {}): string[] {
  const errors = formatFindings(findings, ['error'])
  return errors.length > 0 ? [...errors, '', summaryLine(findings, options)] : [summaryLine(findings, options)]
}

export function jsonReport(findings: readonly Finding[], rules: readonly Rule[], options: { strict?: boolean } = {}) {
  const errors = findings.filter((finding) => finding.severity === 'error').length
  return {
    ok: errors === 0,
    strict: options.strict ?? false,
    summary: { errors, warnings: findings.length - errors, line: summaryLine(findings, options) },
    findings,
    rules: rules.map(({ id, severity, description }) => ({ id, severity, description })),
  }
}

/**
 * Turns a data module that failed to load (its schema rejected it, or it threw) into findings. Schema messages
 * read `data/plans/minecraft.ts: minecraftPlans[3] (Acacia).price: expected a positive number`, one per line.
 */
export function loadErrorFindings(error: unknown): Finding[] {
  const text = error instanceof Error ? error.message : String(error)
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const module = /^(data\/[\w/.-]+\.ts):\s*/.exec(line)
      if (!module)
        return { ruleId: 'schema', severity: 'error' as const, module: 'data', field: '(import)', message: line }
      const rest = line.slice(module[0].length)
      // The field ends at the first ': ' outside parentheses ('games[4] (ARK: Survival).slug: ...').
      let depth = 0
      let end = -1
      for (let index = 0; index < rest.length; index += 1) {
        const char = rest[index]
        if (char === '(') depth += 1
        else if (char === ')') depth -= 1
        else if (char === ':' && rest[index + 1] === ' ' && depth === 0) {
          end = index
          break
        }
      }
      return {
        ruleId: 'schema',
        severity: 'error' as const,
        module: module[1] as string,
        field: end === -1 ? '(module)' : rest.slice(0, end),
        message: end === -1 ? rest : rest.slice(end + 2),
      }
    })
}
