import { expect, test } from '@playwright/test'
import { pathTo } from '../../data/routePaths'
import { allRoutes, viewports, waitForHydration } from './support/site'

/** Layout a visitor notices: card actions in line, and card grids whose last row looks intended. */

test('on /games/ every View Details of a row sits at the same height, with or without a price line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(pathTo('games'))
  const bottoms = await page.locator('.game-card .details').evaluateAll((buttons) =>
    buttons.map((button) => {
      const card = (button.closest('.game-card') as HTMLElement).getBoundingClientRect()
      return { row: Math.round(card.top), bottom: Math.round(button.getBoundingClientRect().bottom) }
    }),
  )
  const rows = new Map<number, Set<number>>()
  for (const { row, bottom } of bottoms) rows.set(row, (rows.get(row) ?? new Set()).add(bottom))
  expect(rows.size).toBeGreaterThan(1)
  for (const [row, bottomsInRow] of rows) expect([...bottomsInRow], `row at ${row}px`).toHaveLength(1)
})

const pages = [
  pathTo('webHosting'),
  pathTo('discordBot'),
  pathTo('palworld'),
  pathTo('vds'),
  pathTo('vpsRyzen'),
  pathTo('sitemap'),
  pathTo('about'),
  pathTo('contact'),
]
// One page load per page: the grids are laid out by CSS alone, so resizing the window lays them out as a load at
// that width would.
for (const path of pages) {
  test(`${path} at 390, 768, 1024 and 1280px: no card grid ends on a lone card or leaves an empty column`, async ({
    page,
  }) => {
    await page.goto(path)
    await waitForHydration(page)
    const problems: string[] = []
    for (const width of [390, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      const grids = await page.locator('main ul, main .groups').evaluateAll((lists) =>
        lists
          .filter((list) => getComputedStyle(list).display === 'grid' && list.children.length > 1)
          .map((list) => {
            const tops = [...list.children].map((child) => Math.round(child.getBoundingClientRect().top))
            const rows = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length)
            // auto-fit collapses the tracks it leaves empty to 0px: count only the columns that take room.
            const columns = getComputedStyle(list)
              .gridTemplateColumns.split(' ')
              .filter((track) => Number.parseFloat(track) > 0).length
            return { name: list.className, rows, columns }
          }),
      )
      for (const grid of grids) {
        const last = grid.rows.at(-1) ?? 0
        const lone = grid.rows.length > 1 && last === 1 && grid.columns > 1
        const emptyColumn = grid.rows.length === 1 && last < grid.columns
        if (lone || emptyColumn)
          problems.push(`${width}px ${grid.name}: rows ${grid.rows.join('+')} in ${grid.columns}`)
      }
    }
    expect(problems).toEqual([])
  })
}

// A page part that defers its rendering (content-visibility) has an estimated height until the visitor nears it; a
// smooth scroll aimed past such parts can end beside its target. These links must land where they point.
for (const viewport of Object.values(viewports)) {
  test(`at ${viewport.width}px every page's first and last in-page link scroll smoothly to just under the header`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport)
    const misses: string[] = []
    let checked = 0
    for (const route of allRoutes) {
      const main = (await (await request.get(route.path)).text()).match(/<main[\s\S]*<\/main>/)?.[0] ?? ''
      const hrefs = [...new Set([...main.matchAll(/href="(#[^"]+)"/g)].map((match) => match[1] as string))]
      if (hrefs.length === 0) continue
      await page.goto(route.path)
      for (const href of new Set([hrefs[0] as string, hrefs.at(-1) as string])) {
        // Start from the top with the link in view, that scroll's own scrollend heard before the link's begins.
        const link = page.locator(`main a[href="${href}"]`).filter({ visible: true }).first()
        await link.evaluate(async (element) => {
          const before = window.scrollY
          const settled = new Promise((resolve) => addEventListener('scrollend', resolve, { once: true }))
          window.scrollTo({ top: 0, behavior: 'instant' })
          element.scrollIntoView({ block: 'center', behavior: 'instant' })
          if (window.scrollY !== before) await settled
        })
        const scrolled = page.evaluate(
          () => new Promise((resolve) => addEventListener('scrollend', resolve, { once: true })),
        )
        await link.click()
        await scrolled
        const landing = await page.evaluate((id) => {
          const root = document.documentElement
          return {
            top: (document.querySelector(id) as HTMLElement).getBoundingClientRect().top,
            expected: Number.parseFloat(getComputedStyle(root).scrollPaddingTop),
            atBottom: Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight,
          }
        }, href)
        // A target near the end of a page may stop lower, when the page can scroll no further.
        const landed = landing.atBottom
          ? landing.top >= landing.expected - 2 && landing.top < viewport.height
          : Math.abs(landing.top - landing.expected) <= 2
        if (!landed)
          misses.push(`${route.path}${href}: top at ${Math.round(landing.top)}px, expected ${landing.expected}px`)
        checked++
      }
    }
    expect(checked, 'in-page links checked').toBeGreaterThan(10)
    expect(misses).toEqual([])
  })
}
