import { createStyleRegistry } from 'styled-jsx'
import type { PageContextServer } from 'vike/types'
import { describe, expect, it } from 'vitest'
import headHtmlEnd from '../../../renderer/+headHtmlEnd'

function pageWith(styles: Record<string, string>) {
  const styleRegistry = createStyleRegistry()
  for (const [id, css] of Object.entries(styles)) styleRegistry.add({ id, children: css })
  return { pageContext: { styleRegistry } as unknown as PageContextServer, styleRegistry }
}

describe('headHtmlEnd', () => {
  it("writes every page's scoped styles, the same markup for the same set, and empties the registry", () => {
    const first = pageWith({ '11': '.a.jsx-11{color:red}', '22': '.b.jsx-22{color:blue}' })
    const second = pageWith({ '11': '.a.jsx-11{color:red}', '22': '.b.jsx-22{color:blue}' })
    const html = headHtmlEnd(first.pageContext)
    expect(html).toBe(
      '<style id="__jsx-11">.a.jsx-11{color:red}</style><style id="__jsx-22">.b.jsx-22{color:blue}</style>',
    )
    expect(headHtmlEnd(second.pageContext)).toBe(html)
    expect(first.styleRegistry.styles()).toEqual([])
  })
  it('gives a page with another set of styles its own markup, not a cached one', () => {
    const other = pageWith({ '11': '.a.jsx-11{color:red}', '33': '.c.jsx-33{margin:0}' })
    expect(headHtmlEnd(other.pageContext)).toBe(
      '<style id="__jsx-11">.a.jsx-11{color:red}</style><style id="__jsx-33">.c.jsx-33{margin:0}</style>',
    )
  })
  it('writes nothing without a registry', () => {
    expect(headHtmlEnd({} as PageContextServer)).toBe('')
  })
})
