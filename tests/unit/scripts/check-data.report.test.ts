import { describe, expect, it } from 'vitest'
import { ContentError } from '../../../data/contentFile'
import { DataValidationError } from '../../../data/define'
import { formatReport, loadErrorFindings } from '../../../scripts/check-data'
import type { Finding } from '../../../scripts/checks/data/rule'

const findings: Finding[] = [
  {
    ruleId: 'games.from-price',
    severity: 'warning',
    module: 'data/games.ts',
    field: 'games[0] (Minecraft).price',
    message: 'Catalogue price is below the cheapest plan.',
  },
  {
    ruleId: 'plans.duplicate-in-line',
    severity: 'error',
    module: 'data/plans/minecraft.ts',
    field: 'minecraftPlans[2] (Jungle).id',
    message: 'Duplicate id.',
  },
  {
    ruleId: 'claims.conflicting-values',
    severity: 'warning',
    module: 'data/claims.ts',
    field: 'claims[3] (locations).places',
    message: 'Two figures.',
  },
]

describe('the data check report', () => {
  it('groups by severity, then module, and ends with a one-line summary', () => {
    expect(formatReport(findings).join('\n')).toBe(
      [
        'Errors (1)',
        '  data/plans/minecraft.ts',
        '    minecraftPlans[2] (Jungle).id  [plans.duplicate-in-line]',
        '      Duplicate id.',
        '',
        'Warnings (2)',
        '  data/claims.ts',
        '    claims[3] (locations).places  [claims.conflicting-values]',
        '      Two figures.',
        '  data/games.ts',
        '    games[0] (Minecraft).price  [games.from-price]',
        '      Catalogue price is below the cheapest plan.',
        '',
        'data: 1 error, 2 warnings',
      ].join('\n'),
    )
    expect(formatReport([])).toEqual(['No problems found in the data.', '', 'data: 0 errors, 0 warnings'])
  })

  it('wraps long messages at the report width', () => {
    const long = { ...findings[1], message: 'word '.repeat(40).trim() } as Finding
    const lines = formatReport([long]).filter((line) => line.startsWith('      word'))
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(110)
  })

  it('prints only errors in full in the build summary', () => {
    expect(formatReport(findings, false, true)).toEqual([
      'Errors (1)',
      '  data/plans/minecraft.ts',
      '    minecraftPlans[2] (Jungle).id  [plans.duplicate-in-line]',
      '      Duplicate id.',
      '',
      'data: 1 error, 2 warnings',
    ])
    expect(
      formatReport(
        findings.filter((finding) => finding.severity === 'warning'),
        false,
        true,
      ),
    ).toEqual(['data: 0 errors, 2 warnings'])
  })

  it('turns a schema failure into findings that name module and field', () => {
    const issues = [
      { module: 'data/games.ts', field: 'games[7] (ARK: Survival).slug', message: 'expected "ark-survival"' },
      {
        module: 'data/plans/minecraft.ts',
        field: 'minecraftPlans[3] (Acacia).price',
        message: 'expected a positive number',
      },
    ]
    expect(loadErrorFindings(new DataValidationError(issues))).toEqual(
      issues.map((issue) => ({ ruleId: 'schema', severity: 'error', ...issue })),
    )
    expect(loadErrorFindings(new Error('Cannot find module x'))).toEqual([
      { ruleId: 'schema', severity: 'error', module: 'data', field: '(import)', message: 'Cannot find module x' },
    ])
  })

  it('lists a mistake in content/ under its own file and line', () => {
    expect(loadErrorFindings(new ContentError('content/pages/home.yaml', 91, 'link "/games" has no slash'))).toEqual([
      {
        ruleId: 'content',
        severity: 'error',
        module: 'content/pages/home.yaml',
        field: 'line 91',
        message: 'link "/games" has no slash',
      },
    ])
    expect(loadErrorFindings(new ContentError('content/pages/home.yaml', undefined, 'is empty'))).toMatchObject([
      { module: 'content/pages/home.yaml', field: '(the whole file)', message: 'is empty' },
    ])
  })
})
