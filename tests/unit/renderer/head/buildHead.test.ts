import { describe, expect, it } from 'vitest'
import { findRoute } from '../../../../data/routeLookup'
import { routeList, routes } from '../../../../data/routes'
import { buildHead } from '../../../../renderer/head/buildHead'

const route = (path: string) => {
  const found = findRoute(path)
  if (!found) throw new Error(`no route ${path}`)
  return found
}

describe('buildHead', () => {
  it('home: brand title, absolute canonical, Organization and WebSite but no breadcrumb', () => {
    const head = buildHead(route('/'))
    expect(head.title).toBe('Game Server, VPS and Web Hosting in India | Tarang Cloud')
    expect(head.canonical).toBe('https://www.example.com/')
    expect(head.robots).toBe('index, follow')
    expect(head.jsonLd.map((block) => block['@type'])).toEqual(['Organization', 'WebSite'])
  })

  it('Minecraft uses its own SEO entry, a product og:type and Product JSON-LD with a breadcrumb', () => {
    const head = buildHead(route('/games/minecraft/'))
    expect(head.title).toMatch(/^Minecraft Server Hosting/)
    expect(head.og.type).toBe('product')
    expect(head.canonical).toBe('https://www.example.com/games/minecraft/')
    expect(head.jsonLd.map((block) => block['@type'])).toEqual(['Organization', 'WebSite', 'BreadcrumbList', 'Product'])
    const crumbs = head.jsonLd[2] as { itemListElement: Array<{ name: string; item: string }> }
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Home', 'Games', 'Minecraft'])
    expect(crumbs.itemListElement.map((item) => item.item)).toEqual([
      'https://www.example.com/',
      'https://www.example.com/games/',
      'https://www.example.com/games/minecraft/',
    ])
  })

  it('admin routes are noindex and the 404 head has no canonical', () => {
    expect(buildHead(route('/admin/dashboard/')).robots).toBe('noindex, nofollow')
    const notFound = buildHead(undefined)
    expect(notFound.canonical).toBeUndefined()
    expect(notFound.robots).toMatch(/noindex/)
  })

  it('/faq carries FAQPage structured data', () => {
    expect(buildHead(route('/faq/')).jsonLd.map((block) => block['@type'])).toContain('FAQPage')
  })

  it('every route has a unique title and description of at most 160 characters', () => {
    const heads = routeList.map((entry) => buildHead(entry))
    expect(new Set(heads.map((head) => head.title)).size).toBe(heads.length)
    expect(new Set(heads.map((head) => head.description)).size).toBe(heads.length)
    for (const head of heads) expect(head.description.length).toBeLessThanOrEqual(160)
  })

  it('findRoute finds a page in either URL form and by its index.html', () => {
    expect(findRoute('/games/')?.id).toBe('games')
    expect(findRoute('/games')?.id).toBe('games')
    expect(findRoute('/games/index.html')?.id).toBe('games')
    expect(findRoute('/')?.id).toBe('home')
    expect(routes.vps.path).toBe('/servers/vps/')
  })
})
