/**
 * Copies the table of the latest audit (reports/lighthouse/latest.json) between the audit markers in
 * README.md, without running Lighthouse again. `npm run audit -- --write-readme` does the same after a run.
 *
 *   tsx scripts/readme-audit-table.ts
 */
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readLatestReport, updateReadme } from './audit/files'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

if (process.argv.includes('--help')) {
  console.log('Usage: tsx scripts/readme-audit-table.ts   (README.md table from reports/lighthouse/latest.json)')
} else {
  try {
    const changed = await updateReadme(ROOT, await readLatestReport(ROOT))
    console.log(changed ? 'README.md: audit table updated.' : 'README.md: audit table already current.')
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 1
  }
}
