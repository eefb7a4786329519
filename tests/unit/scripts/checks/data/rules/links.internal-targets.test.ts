import { describe, expect, it } from 'vitest'
import rule from '../../../../../../scripts/checks/data/rules/links.internal-targets'
import { route } from '../../../../../fixtures/data/snapshot'

const routes = [route('webHosting', '/servers/web-hosting/', 'Web Hosting'), route('faq', '/faq/', 'FAQ')]
const link = (href: string) => ({
  module: 'data/navigation.ts',
  field: 'desktopNavigation[1] (Other Servers).entries[0] (Web Hosting).href',
  href,
})

describe('links.internal-targets', () => {
  it('is quiet when every link goes to a registered route', () => {
    expect(rule.run({ routes, linkTargets: [link('/faq/'), link('/servers/web-hosting/')] })).toEqual([])
  })

  it('reports a menu entry pointing at a path with no route, suggesting the closest one', () => {
    expect(rule.run({ routes, linkTargets: [link('/servers/webhosting/')] })).toEqual([
      {
        ruleId: 'links.internal-targets',
        severity: 'error',
        module: 'data/navigation.ts',
        field: 'desktopNavigation[1] (Other Servers).entries[0] (Web Hosting).href',
        message:
          'Links to /servers/webhosting/, which is not a page of this site (no route in data/routes.ts has that path), so the link is dead wherever it is shown. Did you mean /servers/web-hosting/?',
      },
    ])
  })

  it('suggests nothing when no path is close', () => {
    const [finding] = rule.run({ routes, linkTargets: [link('/games/valheim/')] })
    expect(finding?.message).toMatch(/dead wherever it is shown\.$/)
  })
})
