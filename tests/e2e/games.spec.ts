import { expect, test } from '@playwright/test'
import { games } from '../../data/games'
import { gamesCataloguePage, minecraftPage } from '../../data/pages/games'
import { minecraftPlans } from '../../data/plans/minecraft'
import { palworldPlans } from '../../data/plans/palworld'
import { pathTo } from '../../data/routePaths'
import { gameRoutes } from '../../data/routes'
import { simulatedFigures } from '../../data/uiSettings'
import { formatInr } from '../../lib/format'
import { expectNoAxeViolations } from './support/axe'
import { collectPageProblems, hydrateAllIslands, viewports, waitForHydration } from './support/site'

const emptyMessage = gamesCataloguePage.search.emptyMessage
/** The uptime the Minecraft page shows before its timer runs, as the page's data gives it. */
const firstUptime = `${minecraftPage.performance.initialUptime.toFixed(1)}%`
const cardsIn = (page: import('@playwright/test').Page) => page.locator('#game-grid li a.game-card')

test.describe('/games catalogue search', () => {
  test('filters live, announces the count and shows the empty message', async ({ page }) => {
    await page.goto('/games/')
    await waitForHydration(page)
    await expect(cardsIn(page)).toHaveCount(games.length)
    const search = page.getByLabel('Search games')
    await expect(search).toHaveAttribute('placeholder', 'Search games...')
    await search.fill('survival')
    await expect(cardsIn(page)).toHaveCount(5)
    await expect(page.getByRole('status').filter({ hasText: '5 games found' })).toHaveCount(1)
    await expectNoAxeViolations(page, 'games search with results')
    await search.fill('(')
    await expect(cardsIn(page)).toHaveCount(0)
    await expect(page.getByText(emptyMessage, { exact: true })).toBeVisible()
    await expectNoAxeViolations(page, 'games search with no result')
    await search.fill('')
    await expect(cardsIn(page)).toHaveCount(games.length)
  })

  test('?q=pal on load shows the filtered grid', async ({ page }) => {
    const problems = collectPageProblems(page)
    await page.goto('/games/?q=pal')
    await waitForHydration(page)
    await expect(page.getByLabel('Search games')).toHaveValue('pal')
    await expect(cardsIn(page)).toHaveCount(1)
    await expect(cardsIn(page).first()).toHaveAttribute('href', '/games/palworld/')
    expect(problems).toEqual([])
  })

  test('the query goes into the URL and Back returns to the full list', async ({ page }) => {
    await page.goto('/games/')
    await waitForHydration(page)
    await page.getByLabel('Search games').pressSequentially('valh')
    await expect(page).toHaveURL(/\/games\/\?q=valh$/)
    await expect(cardsIn(page)).toHaveCount(1)
    await page.goBack()
    await expect(page).toHaveURL(/\/games\/$/)
    await expect(page.getByLabel('Search games')).toHaveValue('')
    await expect(cardsIn(page)).toHaveCount(games.length)
    await page.goForward()
    await expect(page.getByLabel('Search games')).toHaveValue('valh')
  })

  test('a pasted 20,000-character query: the field keeps 100 characters and the address stays short', async ({
    page,
  }) => {
    await page.goto('/games/')
    await waitForHydration(page)
    const search = page.getByLabel('Search games')
    await search.fill('minecraft '.repeat(2_000))
    await expect(search).toHaveValue('minecraft '.repeat(10))
    await expect(page).toHaveURL(/\?q=minecraft/)
    expect(page.url().length).toBeLessThan(2_000)
    // A long shared link: the field takes its first 100 characters, and the page still answers.
    await page.goto(`/games/?q=${'a'.repeat(1_500)}`)
    await waitForHydration(page)
    await expect(search).toHaveValue('a'.repeat(100))
  })

  test('each card is one link to its game page, named by its visible text: the game first, "View Details" last', async ({
    page,
  }) => {
    await page.goto('/games/')
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    for (const game of games) {
      const link = page.locator(`#game-grid a[href="/games/${game.slug}/"]`)
      await expect(link).toHaveAccessibleName(
        new RegExp(`^${literal(game.name)} ${literal(game.category)} .*View Details$`),
      )
      await expect(link.locator('a, button')).toHaveCount(0)
    }
    await expect(page.locator('#game-grid').getByText(`${formatInr(69)}`)).toBeVisible()
  })

  test('EXPLORE GAMES scrolls to the grid', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/games/')
    await page.getByRole('link', { name: 'EXPLORE GAMES' }).click()
    await expect(page).toHaveURL(/#game-grid$/)
    await expect(page.locator('#game-grid-heading')).toBeInViewport()
  })
})

test.describe('/games/minecraft/', () => {
  test('premium and budget tabs work by keyboard (arrows, roving tabindex)', async ({ page }) => {
    await page.goto('/games/minecraft/')
    await waitForHydration(page)
    const premium = page.getByRole('tab', { name: 'Premium' })
    const budget = page.getByRole('tab', { name: 'Budget' })
    await expect(premium).toHaveAttribute('aria-selected', 'true')
    await expect(budget).toHaveAttribute('tabindex', '-1')
    await expect(page.getByRole('tabpanel', { name: 'Premium' }).getByRole('article')).toHaveCount(9)
    await premium.focus()
    await page.keyboard.press('ArrowRight')
    await expect(budget).toBeFocused()
    await expect(budget).toHaveAttribute('aria-selected', 'true')
    await expect(premium).toHaveAttribute('tabindex', '-1')
    await expect(page.getByRole('tabpanel', { name: 'Budget' })).toContainText('Budget plans are not available yet')
    await expect(page.getByRole('tabpanel', { name: 'Premium' })).toBeHidden()
    await expectNoAxeViolations(page, 'Minecraft budget tab chosen')
    await page.keyboard.press('ArrowRight')
    await expect(premium).toBeFocused()
    await page.keyboard.press('End')
    await expect(budget).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Home')
    await expect(premium).toHaveAttribute('aria-selected', 'true')
  })

  test('live figures start fixed, then change after hydration without any hydration warning', async ({ page }) => {
    const problems = collectPageProblems(page)
    await page.clock.install()
    await page.goto(pathTo('minecraft'))
    const uptime = page.locator('#performance [data-live-figure]').first()
    await expect(uptime).toHaveText(firstUptime)
    await hydrateAllIslands(page)
    // The figure is redrawn every 3 s while on screen: over half a minute of the page's clock it takes more than
    // one value.
    await uptime.scrollIntoViewIfNeeded()
    const seen = new Set<string>()
    for (let step = 0; step < 10; step++) {
      await page.clock.runFor(3_000)
      seen.add((await uptime.textContent()) ?? '')
    }
    expect(seen.size).toBeGreaterThan(1)
    const { uptime: range, ping: pingFigure } = simulatedFigures
    for (const value of seen) {
      expect(value).toMatch(new RegExp(`^\\d+\\.\\d{${range.decimals}}%$`))
      expect(Number.parseFloat(value)).toBeGreaterThanOrEqual(range.min)
      expect(Number.parseFloat(value)).toBeLessThanOrEqual(range.max)
    }
    const ping = Number.parseInt((await page.locator('#performance [data-live-figure]').nth(1).textContent()) ?? '', 10)
    expect(ping).toBeGreaterThanOrEqual(pingFigure.floorMs)
    expect(problems).toEqual([])
  })

  test('the raw HTML has the first value, so nothing changes before hydration', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/games/minecraft/')
    await expect(page.locator('#performance [data-live-figure]').first()).toHaveText(firstUptime)
    await context.close()
  })

  for (const viewport of [viewports.mobile, viewports.desktop]) {
    test(`at ${viewport.width}px the page's one theme toggle stays fixed at the top right, clear of the header`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/games/minecraft/')
      await waitForHydration(page)
      const toggles = page.getByRole('button', { name: /^Switch to/ })
      await expect(toggles).toHaveCount(1)
      const floating = page.locator('.floating-toggle button')
      const box = await floating.boundingBox()
      const header = await page.getByRole('banner').boundingBox()
      if (!box || !header) throw new Error('missing box')
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height)
      expect(viewport.width - (box.x + box.width)).toBeLessThan(32)
      await page.evaluate(() => window.scrollTo(0, 2000))
      expect(await floating.boundingBox()).toEqual(box)
      await floating.click()
      await expect(page.locator('html')).toHaveClass(/\blight\b/)
    })
  }
})

test("every Order link on the game pages goes to that plan's checkout URL", async ({ page }) => {
  for (const [path, plans] of [
    ['/games/minecraft/', minecraftPlans],
    ['/games/palworld/', palworldPlans],
  ] as const) {
    await page.goto(path)
    const orderLinks = page.getByRole('link', { name: /^Order now/ })
    await expect(orderLinks).toHaveCount(plans.length)
    for (const plan of plans) {
      const card = page.getByRole('article', { name: plan.name })
      await expect(card.getByRole('link', { name: /^Order now/ })).toHaveAttribute('href', plan.orderUrl)
      await expect(card).toContainText(formatInr(plan.price))
      await expect(card).toContainText(`${plan.ramGb} GB RAM`)
      await expect(card).toContainText(`${plan.players} players`)
    }
  }
})

test('generated game pages show the game, the on-request block and same-category games', async ({ page }) => {
  for (const route of gameRoutes) {
    const game = games.find((candidate) => candidate.link === route.path)
    if (!game) throw new Error(route.path)
    await page.goto(route.path)
    await expect(page.locator('h1')).toHaveText(`${game.name} server hosting`)
    await expect(page.getByRole('img', { name: game.imageAlt })).toBeVisible()
    await expect(page.locator('#on-request')).toContainText('Plans set up on request')
    for (const other of games.filter((candidate) => candidate.category === game.category && candidate !== game)) {
      await expect(page.locator(`#related a[href="${other.link}"]`)).toHaveCount(1)
    }
  }
})

test('unknown game slugs are a 404', async ({ request }) => {
  expect((await request.get('/games/not-a-game')).status()).toBe(404)
})

test.describe('islands hydrate late, and the first interaction is never lost', () => {
  // The page's clock stands still, so the browser never reports an idle moment: an island hydrates only when the
  // visitor uses it.
  test.beforeEach(async ({ page }) => {
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 60_000)
  })

  const island = (page: import('@playwright/test').Page, name: string) => page.locator(`[data-island="${name}"]`)

  test('a click on a Minecraft plan tab before hydration selects it', async ({ page }) => {
    const problems = collectPageProblems(page)
    await page.goto(pathTo('minecraft'))
    await waitForHydration(page)
    const tabs = island(page, 'Tabs')
    await expect(tabs).not.toHaveAttribute('data-hydrated')
    const budget = page.getByRole('tab', { name: 'Budget' })
    await budget.click()
    await expect(tabs).toHaveAttribute('data-hydrated', '')
    await expect(budget).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel', { name: 'Budget' })).toContainText('Budget plans are not available yet')
    expect(problems).toEqual([])
  })

  test('typing in the games search before hydration filters the grid', async ({ page }) => {
    const problems = collectPageProblems(page)
    await page.goto(pathTo('games'))
    await waitForHydration(page)
    const catalogue = island(page, 'GameCatalogue')
    await expect(catalogue).not.toHaveAttribute('data-hydrated')
    await page.getByLabel('Search games').pressSequentially('survival')
    await expect(catalogue).toHaveAttribute('data-hydrated', '')
    await expect(page.getByLabel('Search games')).toHaveValue('survival')
    await expect(cardsIn(page)).toHaveCount(5)
    expect(problems).toEqual([])
  })
})
