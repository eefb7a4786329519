import { describe, expect, it } from 'vitest'
import rule from '../../../../../../scripts/checks/data/rules/seo.variant-without-page'
import { route } from '../../../../../fixtures/data/snapshot'

describe('seo.variant-without-page', () => {
  it('warns about metadata for a path with no page (/billing/login), and only that', () => {
    const routes = [route('home', '/', 'Home'), route('faq', '/faq/', 'FAQ')]
    expect(rule.run({ routes, seoPaths: ['/faq/', '/billing/login'] })).toEqual([
      {
        ruleId: 'seo.variant-without-page',
        severity: 'warning',
        module: 'data/seo.ts',
        field: "seoVariants['/billing/login']",
        message:
          'There is metadata for /billing/login, but no page of this site has that path (no route in data/routes.ts), so it is never used. Remove it, or register the page.',
      },
    ])
  })
})
