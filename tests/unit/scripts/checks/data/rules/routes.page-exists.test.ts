import { describe, expect, it } from 'vitest'
import rule, { pathHasPage } from '../../../../../../scripts/checks/data/rules/routes.page-exists'
import { route } from '../../../../../fixtures/data/snapshot'

const pagePatterns = ['/', '/admin/**', '/games/@slug/', '/games/']

describe('routes.page-exists', () => {
  it('is quiet when every route has a page and every page a route', () => {
    const routes = [
      route('home', '/', 'Home'),
      route('games', '/games/', 'Games'),
      route('valheim', '/games/valheim/', 'Valheim'),
    ]
    expect(rule.run({ routes, pagePatterns })).toEqual([])
  })

  it('reports a sitemap entry without a page, and a page without a route', () => {
    const routes = [route('home', '/', 'Home'), route('vps', '/servers/vps/', 'VPS', 'Other Servers')]
    expect(rule.run({ routes, pagePatterns })).toEqual([
      {
        ruleId: 'routes.page-exists',
        severity: 'error',
        module: 'data/routes.ts',
        field: 'routes.vps.path',
        message:
          "VPS (/servers/vps/) is registered and listed in the sitemaps under 'Other Servers', but pages/ has no page for it, so every link to it is dead. Add pages/servers/vps/+Page.tsx, or remove the route.",
      },
      {
        ruleId: 'routes.page-exists',
        severity: 'error',
        module: 'data/routes.ts',
        field: 'routes',
        message:
          'pages/games/+Page.tsx serves /games/, but no route in data/routes.ts has that path, so the page has no title, description, breadcrumb or sitemap entry. Register it.',
      },
    ])
  })

  it('matches Vike page patterns: @param is one segment, ** a folder and everything below', () => {
    expect(pathHasPage('/games/valheim/', ['/games/@slug/'])).toBe(true)
    expect(pathHasPage('/games/valheim/extra/', ['/games/@slug/'])).toBe(false)
    expect(pathHasPage('/admin/', ['/admin/**'])).toBe(true)
    expect(pathHasPage('/admin/dashboard/', ['/admin/**'])).toBe(true)
    expect(pathHasPage('/administrator/', ['/admin/**'])).toBe(false)
  })
})
