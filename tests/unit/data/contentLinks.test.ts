import { describe, expect, it } from 'vitest'
import { contentLinkProblem, pagePaths } from '../../../data/contentLinks'
import { routeList } from '../../../data/routes'

describe('content links', () => {
  it('know exactly the pages of the route registry', () => {
    expect([...pagePaths].sort()).toEqual(routeList.map((route) => route.path).sort())
  })

  it('take a registered page, with or without an anchor, and refuse any other path', () => {
    for (const href of ['/', '/faq/', '/faq/#refunds', '/games/valheim/', 'https://example.com/x', 'tel:+919876543210'])
      expect(contentLinkProblem(href), href).toBeUndefined()
    expect(contentLinkProblem('/no-such-page/#x')).toMatch(/^goes to no page of the site: /)
    expect(contentLinkProblem('/faq')).toMatch(/^has no slash at the end \(write \/faq\/\): /)
  })
})
