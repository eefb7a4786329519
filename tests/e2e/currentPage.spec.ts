import { expect, test } from '@playwright/test'
import { allRoutes } from './support/site'

// The header's menus, the mobile menu and the footer mark the page being shown. Read from the prerendered HTML
// (scripts off): the marks are there before any code runs.
test.use({ javaScriptEnabled: false })

/** What a visitor can tell apart without colour: the bar, the weight and the underline. */
const NON_COLOUR_STYLE = ['box-shadow', 'font-weight', 'text-decoration-line', 'text-decoration-thickness'] as const

test('on every page the menus and the footer mark the current page, and the header its section', async ({ page }) => {
  let marked = 0
  for (const route of allRoutes) {
    await page.goto(route.path)
    const result = await page.evaluate(
      ({ path, properties }) => {
        const shell = [...document.querySelectorAll('header, footer, #mobile-menu')]
        const links = shell.flatMap((region) => [...region.querySelectorAll<HTMLAnchorElement>('a[href]')])
        const wrong = links
          .filter((link) => (link.getAttribute('href') === path) !== (link.getAttribute('aria-current') === 'page'))
          .map((link) => `${link.getAttribute('href')} aria-current=${link.getAttribute('aria-current')}`)
        const look = (element: Element) => properties.map((name) => getComputedStyle(element).getPropertyValue(name))
        // A current link looks different from the other links of its list in something other than colour.
        const unmarked = links
          .filter((link) => link.getAttribute('aria-current') === 'page')
          .filter((link) => {
            const other = [...(link.closest('ul')?.querySelectorAll('a[href]') ?? [])].find(
              (candidate) => candidate !== link && candidate.className === link.className,
            )
            return other !== undefined && look(other).join() === look(link).join()
          })
          .map((link) => link.getAttribute('href'))
        const sections = [...document.querySelectorAll('header nav button[aria-controls]')].map((trigger) => {
          const panel = document.getElementById(trigger.getAttribute('aria-controls') ?? '')
          return {
            holdsPage: panel?.querySelector(`a[href="${path}"]`) != null,
            marked: trigger.getAttribute('aria-current') === 'true',
            underlined: getComputedStyle(trigger).textDecorationLine.includes('underline'),
          }
        })
        const groups = [...document.querySelectorAll('#mobile-menu details')].map((group) => ({
          holdsPage: group.querySelector(`a[href="${path}"]`) != null,
          open: (group as HTMLDetailsElement).open,
        }))
        return { wrong, unmarked, sections, groups, current: links.filter((link) => link.ariaCurrent).length }
      },
      { path: route.path, properties: NON_COLOUR_STYLE },
    )
    expect(result.wrong, route.path).toEqual([])
    expect(result.unmarked, route.path).toEqual([])
    for (const section of result.sections) {
      expect(section.marked, route.path).toBe(section.holdsPage)
      expect(section.underlined, route.path).toBe(section.holdsPage)
    }
    for (const group of result.groups) expect(group.open, route.path).toBe(group.holdsPage)
    if (result.current > 0) marked++
  }
  // Most pages are in a menu or the footer; a change that marked nothing would pass the checks above.
  expect(marked).toBeGreaterThan(allRoutes.length / 2)
})
