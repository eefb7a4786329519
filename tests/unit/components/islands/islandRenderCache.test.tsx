import { renderToStaticMarkup } from 'react-dom/server'
import { createStyleRegistry, type StyledJsxStyleRegistry } from 'styled-jsx'
import { describe, expect, it } from 'vitest'
import { createIslandRenderCache } from '../../../../components/islands/islandRenderCache'

/** Stands in for an island root render: registers two scoped styles, as styled-jsx components do, and counts. */
function fakeIslandRender(label: string) {
  const calls: string[] = []
  const render = (registry: StyledJsxStyleRegistry) => {
    calls.push(label)
    registry.add({ id: '101', children: '.menu.jsx-101{display:flex}' })
    registry.add({ id: '202', children: '.toggle.jsx-202{color:red}' })
    return `<nav class="menu jsx-101">${label}</nav>`
  }
  return { calls, render }
}

const headStyles = (registry: StyledJsxStyleRegistry) => renderToStaticMarkup(registry.styles())

describe('createIslandRenderCache', () => {
  it('renders an island once per key and gives every page its styles', () => {
    const renderCached = createIslandRenderCache()
    const { calls, render } = fakeIslandRender('Menu')
    const firstPage = createStyleRegistry()
    const secondPage = createStyleRegistry()

    expect(renderCached('r1-\n{"groups":[]}', firstPage, render)).toBe('<nav class="menu jsx-101">Menu</nav>')
    expect(renderCached('r1-\n{"groups":[]}', secondPage, render)).toBe('<nav class="menu jsx-101">Menu</nav>')

    expect(calls).toEqual(['Menu'])
    expect(headStyles(secondPage)).toBe(headStyles(firstPage))
    expect(headStyles(secondPage)).toContain('.toggle.jsx-202{color:red}')
  })

  it('renders again for other props or another id prefix', () => {
    const renderCached = createIslandRenderCache()
    const { calls, render } = fakeIslandRender('Menu')
    renderCached('r1-\n{"open":false}', createStyleRegistry(), render)
    renderCached('r1-\n{"open":true}', createStyleRegistry(), render)
    renderCached('r2-\n{"open":true}', createStyleRegistry(), render)
    expect(calls).toHaveLength(3)
  })

  it('renders without a page registry, as an island outside a page does', () => {
    const renderCached = createIslandRenderCache()
    const { calls, render } = fakeIslandRender('Toasts')
    expect(renderCached('k', null, render)).toContain('Toasts')
    const page = createStyleRegistry()
    renderCached('k', page, render)
    expect(calls).toEqual(['Toasts'])
    expect(headStyles(page)).toContain('.menu.jsx-101{display:flex}')
  })
})
