import { describe, expect, it } from 'vitest'
import rule from '../../../../../../scripts/checks/data/rules/routes.sitemap-coverage'
import { route } from '../../../../../fixtures/data/snapshot'

describe('routes.sitemap-coverage', () => {
  it('is quiet when indexable routes have a group and the others none', () => {
    expect(
      rule.run({
        routes: [route('home', '/', 'Home'), { ...route('admin', '/admin/', 'Admin', null), indexable: false }],
      }),
    ).toEqual([])
  })

  it('reports an indexable route missing from the sitemaps', () => {
    expect(rule.run({ routes: [route('valheim', '/games/valheim/', 'Valheim', null)] })).toEqual([
      {
        ruleId: 'routes.sitemap-coverage',
        severity: 'error',
        module: 'data/routes.ts',
        field: 'routes.valheim.sitemapGroup',
        message:
          'Valheim (/games/valheim/) is indexable but has no sitemapGroup, so it is missing from the HTML sitemap and from sitemap.xml. Give it a group, or set indexable: false if search engines should not list it.',
      },
    ])
  })

  it('reports a sitemap entry that search engines are told to ignore', () => {
    const findings = rule.run({ routes: [{ ...route('admin', '/admin/', 'Admin', 'Main'), indexable: false }] })
    expect(findings.map((finding) => [finding.field, finding.message])).toEqual([
      [
        'routes.admin.sitemapGroup',
        "Admin (/admin/) is listed in the sitemaps (group 'Main') but is not indexable, which tells search engines both to list and to ignore it. Remove the group or make it indexable.",
      ],
    ])
  })
})
