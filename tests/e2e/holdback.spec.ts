import { expect as baseExpect, type Page, test } from '@playwright/test'
import { ADMIN_SESSION_KEY } from '../../components/admin/auth/adminSession'
import { LOGIN_MESSAGES } from '../../components/admin/SignInScreen'
import { filterGames } from '../../components/games/filterGames'
import { filterTutorials, initialTutorialsState } from '../../components/tutorials/tutorialsState'
import { games } from '../../data/games'
import { pathTo } from '../../data/routePaths'
import { teamMembers } from '../../data/team'
import { tutorialCategories, tutorialVideos } from '../../data/tutorials'
import { uiConstants } from '../../data/uiSettings'
import { collectPageProblems, viewports } from './support/site'

/**
 * A visitor who acts in the moment between the first paint and the page's code: every script response of the page
 * is held back, the test acts as soon as the control is on screen, then lets the scripts through and checks that
 * what the visitor did took effect, once (renderer/clientLoader.ts keeps presses; islands carry typed text).
 */

/** Holds every script file until the returned function is called; the page's inline head scripts still run. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let held = 0
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      held++
      await released
      await route.continue()
    },
  )
  return async () => {
    // The test's action is done before the code may arrive: the page has asked for its code (the loader asks once
    // the page has painted and loaded, which on a busy machine may come after the action) and is still waiting.
    await expect.poll(() => held, { message: 'script requests held back' }).toBeGreaterThan(0)
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(false)
    release()
  }
}

/** Opens a page and returns as soon as its HTML has started to arrive, before anything has loaded. */
async function openHeld(page: Page, path: string): Promise<() => Promise<void>> {
  const release = await holdScripts(page)
  await page.goto(path, { waitUntil: 'commit' })
  return release
}

// What follows the release waits for code to arrive and run; on a busy two-core machine that can take a while.
const expect = baseExpect.configure({ timeout: 15_000 })

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`)
const gameCards = (page: Page) => page.locator('#game-grid li a.game-card')

test.describe('presses and typing before the page code arrives take effect once it has', () => {
  test('games search: typed text becomes the query', async ({ page }) => {
    const problems = collectPageProblems(page)
    const release = await openHeld(page, pathTo('games'))
    await page.getByLabel('Search games').pressSequentially('pal')
    await release()
    await expect(island(page, 'GameCatalogue')).toHaveAttribute('data-hydrated', '')
    await expect(gameCards(page)).toHaveCount(filterGames(games, 'pal').length)
    await expect(page.getByLabel('Search games')).toHaveValue('pal')
    expect(new URL(page.url()).searchParams.get('q')).toBe('pal')
    expect(problems).toEqual([])
  })

  test('tutorials: typed text and a category press both apply, on top of each other', async ({ page }) => {
    const problems = collectPageProblems(page)
    const category = tutorialCategories[1] ?? tutorialCategories[0]
    if (!category) throw new Error('no tutorial category in the data')
    const query = tutorialVideos.find((video) => video.category === category.id)?.title.split(' ')[0] ?? ''
    const release = await openHeld(page, pathTo('tutorials'))
    await page.getByLabel('Search tutorials').pressSequentially(query)
    const categoryButton = page.getByRole('button', { name: new RegExp(`^${category.label}\\b`) })
    await categoryButton.click()
    await release()
    await expect(categoryButton).toHaveAttribute('aria-pressed', 'true')
    const expected = filterTutorials(tutorialVideos, { ...initialTutorialsState, search: query, category: category.id })
    await expect(page.getByText(`Showing ${expected.length} of ${tutorialVideos.length} tutorials`)).toBeVisible()
    await expect(page.getByLabel('Search tutorials')).toHaveValue(query)
    expect(problems).toEqual([])
  })

  test('tutorials: a query that matches nothing shows the empty state', async ({ page }) => {
    const release = await openHeld(page, pathTo('tutorials'))
    await page.getByLabel('Search tutorials').pressSequentially('zzqx no such tutorial')
    await release()
    await expect(page.getByText('No tutorials found')).toBeVisible()
  })

  test('Minecraft plan tabs: a click selects the tab, and an arrow key moves on from it', async ({ page }) => {
    const problems = collectPageProblems(page)
    const release = await openHeld(page, pathTo('minecraft'))
    const tabs = page.getByRole('tab')
    const unselected = page.locator('[role="tab"][aria-selected="false"]').first()
    const name = (await unselected.textContent()) ?? ''
    const index = (await tabs.allTextContents()).indexOf(name)
    await unselected.click()
    await release()
    await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true')
    await expect(page.locator('[role="tab"][aria-selected="true"]')).toHaveCount(1)
    expect(index).toBeGreaterThanOrEqual(0)
    expect(problems).toEqual([])
  })

  test('Minecraft plan tabs: arrow keys pressed on a focused tab move the selection', async ({ page }) => {
    const release = await openHeld(page, pathTo('minecraft'))
    const selected = page.locator('[role="tab"][aria-selected="true"]')
    await selected.focus()
    const names = await page.getByRole('tab').allTextContents()
    const from = names.indexOf((await selected.textContent()) ?? '')
    await page.keyboard.press('ArrowRight')
    await release()
    const next = names[(from + 1) % names.length] ?? ''
    await expect(page.getByRole('tab', { name: next, exact: true })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tab', { name: next, exact: true })).toBeFocused()
  })

  test('Intel VPS carousel on a phone: one press on Next moves it one step', async ({ page }) => {
    await page.setViewportSize(viewports.mobile)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const release = await openHeld(page, pathTo('vpsIntel'))
    const next = page.getByRole('button', { name: 'Next plans' })
    await next.click()
    await release()
    const track = page.locator('[data-island="PlanCarousel"] .track')
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    const step = Math.min(
      uiConstants.carouselStepPx,
      await track.evaluate((element) => element.scrollWidth - element.clientWidth),
    )
    // Snapping may settle a little beside the step, but never near two steps.
    const scrolled = await track.evaluate((element) => element.scrollLeft)
    expect(scrolled).toBeLessThan(step * 1.5)
  })

  test('About us: a press on a team card opens that profile', async ({ page }) => {
    const problems = collectPageProblems(page)
    const member = teamMembers[0]
    if (!member) throw new Error('no team member in the data')
    const release = await openHeld(page, pathTo('about'))
    await page.getByRole('button', { name: member.name }).click()
    await release()
    const dialog = page.getByRole('dialog', { name: `Profile of ${member.name}, ${member.role}` })
    await expect(dialog).toBeVisible()
    expect(problems).toEqual([])
  })

  test('admin sign-in: the form is there from the first paint; what was typed and submitted carries over', async ({
    page,
  }) => {
    const release = await openHeld(page, pathTo('admin'))
    await page.getByLabel('Email').fill('someone@example.com')
    await page.getByLabel('Password').fill('not the password')
    await page.getByLabel('Password').press('Enter')
    // Held back, so the password never reaches the address bar.
    expect(page.url()).not.toContain('password')
    await release()
    await expect(page.getByText(LOGIN_MESSAGES.inlineError)).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue('someone@example.com')
    expect(page.url()).not.toContain('password')
  })

  test('admin sign-in: typing goes on in the same field as the app takes over', async ({ page }) => {
    const release = await openHeld(page, pathTo('admin'))
    await page.getByLabel('Email').pressSequentially('some')
    await release()
    await expect(island(page, 'AdminRoot')).toHaveAttribute('data-hydrated', '')
    await expect(page.locator('html[data-ready]')).toBeAttached()
    await page.keyboard.type('one@example.com')
    await expect(page.getByLabel('Email')).toHaveValue('someone@example.com')
    await expect(page.getByLabel('Email')).toBeFocused()
  })

  test('admin dashboard, signed out: nothing that will be taken back shows before the session is known', async ({
    page,
  }) => {
    const release = await openHeld(page, pathTo('adminDashboard'))
    await expect(page.getByText('Checking your sign-in')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
    await release()
    await expect(page).toHaveURL(new RegExp(`${pathTo('admin')}$`))
    await expect(page.getByLabel('Email')).toBeVisible()
  })

  test('admin sign-in, signed in already: the form that would be taken back is never shown', async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, 'true'), ADMIN_SESSION_KEY)
    const release = await openHeld(page, pathTo('admin'))
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden()
    await expect(page.getByLabel('Email')).toBeHidden()
    await release()
    await expect(page).toHaveURL(new RegExp(`${pathTo('adminDashboard')}$`))
  })

  test.describe('the shell', () => {
    test('a theme toggle press switches the theme', async ({ page }) => {
      const release = await openHeld(page, '/')
      const html = page.locator('html')
      const before = (await html.getAttribute('class')) ?? ''
      const toggle = page.locator('header [data-theme-toggle]')
      const switchesTo = (await toggle.getAttribute('data-switches-to')) ?? ''
      await toggle.click()
      await release()
      await expect(html).toHaveClass(new RegExp(`\\b${switchesTo}\\b`))
      expect(before).not.toMatch(new RegExp(`\\b${switchesTo}\\b`))
      await expect(page.locator('html[data-ready]')).toBeAttached()
      // One press, one switch: the theme does not flip back.
      await expect(html).toHaveClass(new RegExp(`\\b${switchesTo}\\b`))
    })

    test('a press on a header menu opens it', async ({ page }) => {
      await page.setViewportSize(viewports.desktop)
      const release = await openHeld(page, '/')
      const trigger = page.locator('header button[aria-controls^="nav-panel-"]').first()
      await trigger.click()
      await release()
      await expect(page.locator('html[data-ready]')).toBeAttached()
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    })

    test('on a phone, the menu button leads to every page at once', async ({ page }) => {
      await page.setViewportSize(viewports.mobile)
      const release = await openHeld(page, '/')
      // Before its script the menu button is a link to the sitemap, which lists every page.
      await page.getByRole('link', { name: 'Menu: all pages' }).click()
      await expect(page).toHaveURL(new RegExp(`${pathTo('sitemap')}$`))
      await release()
    })
  })
})
