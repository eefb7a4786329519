import { describe, expect, it } from 'vitest'
import rule from '../../../../../../scripts/checks/data/rules/site.conflicting-readings'

const site = (themeMechanism: string, mobileMenu: number) => ({
  defaultTheme: { pages: 'dark', themeMechanism },
  copyrightYear: { footer: 2025, mobileMenu },
})

describe('site.conflicting-readings', () => {
  it('is quiet when each setting has one reading', () => {
    expect(rule.run({ site: site('dark', 2025) })).toEqual([])
  })

  it('warns about two default themes and two copyright years', () => {
    expect(rule.run({ site: site('system', 2024) })).toEqual([
      {
        ruleId: 'site.conflicting-readings',
        severity: 'warning',
        module: 'data/site.ts',
        field: 'site.defaultTheme.pages, site.defaultTheme.themeMechanism',
        message:
          'Two default themes: the pages say "dark" but the theme mechanism defaults to "system". A first-time visitor gets one or the other depending on which code runs; pick one.',
      },
      {
        ruleId: 'site.conflicting-readings',
        severity: 'warning',
        module: 'data/site.ts',
        field: 'site.copyrightYear.footer, site.copyrightYear.mobileMenu',
        message: 'The footer shows © 2025 but the mobile menu shows © 2024. Use one year in both places.',
      },
    ])
  })
})
