import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { productLines } from '../../data/plans'
import { productLineKeys } from '../../data/schemas/plans'
import { pageAddress } from '../../scripts/checks/links/resolve'
import { defaultSiteDir } from '../../scripts/cli'
import { listSitePaths } from '../../scripts/fileList'
import { acceptedEntry, acceptedWarnings } from './support/richResults/acceptedWarnings'
import {
  checkPage,
  countByKind,
  formatIssue,
  type PageCheck,
  type RichResultIssue,
} from './support/richResults/validate'

const root = defaultSiteDir()
const checks: PageCheck[] = []
/** Requests made while checking: none, as the validator is built without the schema.org download. */
const requests: string[] = []

beforeAll(async () => {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root} has no built site: run "npm run build" first.`)
  vi.stubGlobal('fetch', (input: unknown) => {
    requests.push(String(input))
    throw new Error('the rich-result check runs offline')
  })
  for (const file of (await listSitePaths(root)).filter((path) => path.endsWith('.html'))) {
    checks.push(await checkPage(pageAddress(file), await readFile(join(root, file), 'utf8')))
  }
})

afterAll(() => {
  vi.unstubAllGlobals()
})

const issues = (severity: 'error' | 'warning') =>
  checks.flatMap((check) => check.issues.filter((issue) => issue.severity === severity))

describe("Google's rich-result rules over every built page", () => {
  it('read the structured data of every page, offline', () => {
    expect(checks.length).toBeGreaterThanOrEqual(30)
    expect(requests).toEqual([])
    // Each line with a plan to order describes it as a Product: the data the rules are mostly about.
    const sold = productLineKeys.filter((key) => productLines[key].plans.some((plan) => plan.available))
    expect(sold.length).toBeGreaterThan(0)
    for (const key of sold) {
      const page = checks.find((check) => check.page === productLines[key].path)
      expect(page?.types, productLines[key].path).toContain('Product')
    }
  })

  it('find no error', () => {
    expect(issues('error').map(formatIssue)).toEqual([])
  })

  it('give only the warnings docs/content-maintainers.md accepts', () => {
    const warnings = issues('warning')
    const kinds = countByKind(warnings)
    const verdict = (issue: RichResultIssue) => {
      const entry = acceptedEntry(issue)
      return entry ? `accepted: ${entry}` : 'NOT ACCEPTED'
    }
    console.log(
      [
        `rich results: ${checks.length} pages, ${issues('error').length} errors, ${warnings.length} warnings of ${kinds.length} kinds`,
        ...kinds.map(
          ({ kind, count, pages, example }) => `  ${count} on ${pages} pages  ${kind}  [${verdict(example)}]`,
        ),
      ].join('\n'),
    )
    const unaccepted = kinds.filter(({ example }) => !acceptedEntry(example)).map(({ example }) => formatIssue(example))
    expect(unaccepted, 'fix the data, or accept the warning with its reason').toEqual([])
    const stale = acceptedWarnings.filter((entry) => !warnings.some((warning) => acceptedEntry(warning) === entry))
    expect(stale, 'no longer given: remove it from acceptedWarnings.ts and the docs').toEqual([])
  })
})
