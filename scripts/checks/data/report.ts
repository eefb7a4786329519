/** Text and JSON reports of the data check: grouped by severity, then module, with a one-line summary. */
import { ContentError } from '../../../data/contentFile'
import { DataValidationError } from '../../../data/define'
import { countOf } from '../../../lib/format'
import type { Finding, Rule, Severity } from './rule'

const WIDTH = 110

/** Wraps a paragraph at spaces to the report width, every line indented (a longer word gets a line of its own). */
function wrap(text: string, indent: string): string[] {
  const width = WIDTH - indent.length
  const lines = text.match(new RegExp(`\\S.{0,${width - 1}}(?=\\s|$)|\\S+`, 'g')) ?? []
  return lines.map((line) => indent + line)
}

function summaryLine(findings: readonly Finding[], strict = false): string {
  const errors = findings.filter((finding) => finding.severity === 'error').length
  const warnings = findings.length - errors
  return `data: ${countOf(errors, 'error')}, ${countOf(warnings, 'warning')}${strict ? ' (--strict: warnings count as errors)' : ''}`
}

/** Findings of the given severities, grouped: heading, module, then each finding's field, rule id and message. */
function formatFindings(findings: readonly Finding[], severities: readonly Severity[] = ['error', 'warning']) {
  const lines: string[] = []
  for (const severity of severities) {
    const matching = findings.filter((finding) => finding.severity === severity)
    if (matching.length === 0) continue
    if (lines.length > 0) lines.push('')
    lines.push(`${severity === 'error' ? 'Errors' : 'Warnings'} (${matching.length})`)
    const modules = [...new Set(matching.map((finding) => finding.module))].sort()
    for (const module of modules) {
      lines.push(`  ${module}`)
      for (const finding of matching.filter((candidate) => candidate.module === module)) {
        lines.push(`    ${finding.field}  [${finding.ruleId}]`, ...wrap(finding.message, '      '))
      }
    }
  }
  return lines
}

export function formatReport(findings: readonly Finding[], strict = false): string[] {
  const lines = findings.length === 0 ? ['No problems found in the data.'] : formatFindings(findings)
  return [...lines, '', summaryLine(findings, strict)]
}

/** What the build prints: the summary line, with every error in full above it. */
export function formatSummary(findings: readonly Finding[], strict = false): string[] {
  const errors = formatFindings(findings, ['error'])
  return errors.length > 0 ? [...errors, '', summaryLine(findings, strict)] : [summaryLine(findings, strict)]
}

export function jsonReport(findings: readonly Finding[], rules: readonly Rule[], strict = false) {
  const errors = findings.filter((finding) => finding.severity === 'error').length
  return {
    ok: errors === 0,
    strict,
    summary: { errors, warnings: findings.length - errors, line: summaryLine(findings, strict) },
    findings,
    rules: rules.map(({ id, severity, description }) => ({ id, severity, description })),
  }
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
