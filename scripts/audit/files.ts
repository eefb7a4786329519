/** Where the audit's reports live and how they are written and read back, including the README table. */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type AuditReport, formatMarkdown, readmeSection, replaceMarkedSection, withCheck } from './format'

export function reportDir(root: string): string {
  return join(root, 'reports', 'lighthouse')
}

/** `2026-11-22T19-19-14Z`: an ISO time without the characters file names should avoid. */
export function fileStamp(iso: string): string {
  return iso.replace(/\.\d+Z$/, 'Z').replaceAll(':', '-')
}

/**
 * Writes reports/lighthouse/<time>.json (with every full Lighthouse result when `fullResults` is given),
 * latest.json and latest.md. Returns the paths written.
 */
export async function writeReports(root: string, report: AuditReport, fullResults?: unknown): Promise<string[]> {
  const dir = reportDir(root)
  await mkdir(dir, { recursive: true })
  const stamped = join(dir, `${fileStamp(report.generatedAt)}.json`)
  const latestJson = join(dir, 'latest.json')
  const latestMd = join(dir, 'latest.md')
  const full = fullResults === undefined ? report : { ...report, lighthouseResults: fullResults }
  await writeFile(stamped, `${JSON.stringify(full, null, 2)}\n`)
  await writeFile(latestJson, `${JSON.stringify(report, null, 2)}\n`)
  await writeFile(latestMd, formatMarkdown(report))
  return [stamped, latestJson, latestMd]
}

export async function readLatestReport(root: string): Promise<AuditReport> {
  const path = join(reportDir(root), 'latest.json')
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch {
    throw new Error(`${path} not found: run "npm run audit" first.`)
  }
  return withCheck(JSON.parse(text) as AuditReport)
}

/** Puts the report's table between the README's audit markers; returns whether the file changed. */
export async function updateReadme(root: string, report: AuditReport): Promise<boolean> {
  const path = join(root, 'README.md')
  const before = await readFile(path, 'utf8')
  const after = replaceMarkedSection(before, readmeSection(report))
  if (after !== before) await writeFile(path, after)
  return after !== before
}
