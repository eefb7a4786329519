import { expect, type Page, test } from '@playwright/test'
import { featuredGames } from '../../data/games'
import { desktopNavigation } from '../../data/navigation'
import { homeContent } from '../../data/pages/home'
import { brandLogoImages } from '../../data/responsiveImages'
import { pathTo } from '../../data/routePaths'
import { uiConstants } from '../../data/uiSettings'
import { variantPath } from '../../lib/responsiveImage'
import { expectNoAxeViolations } from './support/axe'
import { collectPageProblems, presetTheme, viewports, waitForHydration } from './support/site'

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')

test.describe('desktop navigation (1280px)', () => {
  // The page's own clock, so the type-ahead buffer clears only when a test lets its delay pass.
  test.beforeEach(async ({ page }) => {
    await page.clock.install()
    await page.setViewportSize(viewports.desktop)
    await page.goto('/')
    await waitForHydration(page)
  })

  test('every dropdown works by keyboard alone: open, type-ahead, Escape, focus return', async ({ page }) => {
    const problems = collectPageProblems(page)
    // Stopped, so the typed letters always land in one buffer however slowly the keys arrive.
    await page.clock.pauseAt(Date.now() + 60_000)
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const group of desktopNavigation) {
      const trigger = nav.getByRole('button', { name: group.title })
      await trigger.focus()
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')
      await page.keyboard.press('Enter')
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`.replace(/:/g, '\\:'))
      await expect(panel).toBeVisible()
      for (const entry of group.entries) {
        await expect(panel.getByRole('link', { name: new RegExp(entry.title) })).toHaveAttribute(
          'href',
          entry.href ?? '',
        )
      }
      // Type-ahead: the last entry's first letters move focus to it.
      const target = group.entries.at(-1)?.title ?? ''
      await page.keyboard.type(target.slice(0, 3).toLowerCase())
      expect(await focusedText(page)).toContain(target)
      await page.keyboard.press('Escape')
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')
      await expect(panel).toBeHidden()
      await expect(trigger).toBeFocused()
      // Space toggles too.
      await page.keyboard.press('Space')
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
      await page.keyboard.press('Space')
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    }
    expect(problems).toEqual([])
  })

  test('the type-ahead buffer clears after one second', async ({ page }) => {
    await page.clock.pauseAt(Date.now() + 60_000)
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Game Servers' })
    await trigger.click()
    await page.keyboard.type('s')
    expect(await focusedText(page)).toContain('Satisfactory')
    await page.clock.runFor(uiConstants.typeAheadResetMs)
    await page.keyboard.type('p')
    expect(await focusedText(page)).toContain('Palworld')
  })

  test('only one dropdown is open at a time, and a click outside closes it', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' })
    const games = nav.getByRole('button', { name: 'Game Servers' })
    const learn = nav.getByRole('button', { name: 'Learn' })
    await games.click()
    await learn.click()
    await expect(games).toHaveAttribute('aria-expanded', 'false')
    await expect(learn).toHaveAttribute('aria-expanded', 'true')
    await expectNoAxeViolations(page, 'desktop menu open')
    await page.locator('h1').click()
    await expect(learn).toHaveAttribute('aria-expanded', 'false')
  })

  test('a dropdown link navigates and closes the menu', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Support' }).click()
    await page.getByRole('link', { name: /^FAQ/ }).click()
    await expect(page).toHaveURL(/\/faq\/$/)
    await expect(page.locator('h1')).toHaveText('Frequently asked questions')
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Support' }),
    ).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('mobile menu (390px)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(viewports.mobile)
    await page.goto('/')
    await waitForHydration(page)
  })

  const openMenu = async (page: Page) => {
    await page.getByRole('button', { name: 'Open menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    return dialog
  }
  const expectClosedWithFocusBack = async (page: Page) => {
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden')
  }

  test('opens as a panel 80% wide, locks page scroll and keeps focus inside', async ({ page }) => {
    const dialog = await openMenu(page)
    const box = await dialog.boundingBox()
    expect(box?.width).toBeCloseTo(Math.min(390 * 0.8, 320), 0)
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden')
    await page.mouse.wheel(0, 800)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true')
    for (let press = 0; press < 14; press++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
  })

  test('groups expand, and Other Servers has Hosting and VPS subsections', async ({ page }) => {
    const dialog = await openMenu(page)
    await dialog.getByText('Other Servers').click()
    await expect(dialog.getByText('Hosting', { exact: true })).toBeVisible()
    await expect(dialog.getByText('VPS', { exact: true })).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Ryzen VPS' })).toHaveAttribute('href', pathTo('vpsRyzen'))
    await expectNoAxeViolations(page, 'mobile menu open, a group expanded')
  })

  test('group headings carry a chevron that turns when the group opens', async ({ page }) => {
    const dialog = await openMenu(page)
    const summary = dialog.locator('summary', { hasText: 'Other Servers' })
    const chevron = summary.locator('.chevron')
    await expect(chevron).toBeVisible()
    const turn = () => chevron.evaluate((icon) => getComputedStyle(icon).transform)
    const closed = await turn()
    await summary.click()
    await expect.poll(turn).not.toBe(closed)
  })

  test('closes on Escape', async ({ page }) => {
    await openMenu(page)
    await page.keyboard.press('Escape')
    await expectClosedWithFocusBack(page)
  })

  test('closes on its close button', async ({ page }) => {
    const dialog = await openMenu(page)
    await dialog.getByRole('button', { name: 'Close menu' }).click()
    await expectClosedWithFocusBack(page)
  })

  test('closes on an overlay click', async ({ page }) => {
    await openMenu(page)
    await page.mouse.click(20, 400)
    await expectClosedWithFocusBack(page)
  })

  test('closes when a link is followed', async ({ page }) => {
    const dialog = await openMenu(page)
    await dialog.getByText('Support').click()
    await dialog.getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(/\/contact-us\/$/)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden')
  })
})

test.describe('theme', () => {
  test('the toggle says what it switches to, and the choice survives a reload from the first paint', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    await expect(page.locator('html')).toHaveClass(/\blight\b/)
    await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible()

    // Block every script file: whatever class <html> has now came from the inline head script alone.
    await page.route('**/assets/**/*.js', (route) => route.abort())
    await page.reload({ waitUntil: 'domcontentloaded' })
    expect(await page.evaluate(() => document.documentElement.className)).toMatch(/\blight\b/)
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-ready'))).toBe(false)
  })

  test('under the system theme the toggle names and shows what a press does, and follows the OS', async ({ page }) => {
    await presetTheme(page, 'system')
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    const header = page.getByRole('banner')
    // Before any module script: the icon already matches the light page the OS asks for (a moon: go dark).
    await expect(header.locator('.icon-dark')).toBeVisible()
    await expect(header.locator('.icon-light')).toBeHidden()
    await waitForHydration(page)
    const toggle = header.getByRole('button', { name: 'Switch to dark theme' })
    await expect(toggle).toBeVisible()
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(header.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()
    await expect(header.locator('.icon-light')).toBeVisible()
    await page.emulateMedia({ colorScheme: 'light' })
    await toggle.click()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(header.getByRole('button', { name: 'Switch to light theme' })).toBeVisible()
    await expect(header.locator('.icon-light')).toBeVisible()
    await expect(header.locator('.icon-dark')).toBeHidden()
  })

  test('a corrupt stored theme falls back to dark', async ({ page }) => {
    await presetTheme(page, '{"not":"a theme"}')
    await page.goto('/')
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    await expect(page.locator(`img[src="${variantPath(brandLogoImages.onDark, 1, 'png')}"]`)).toBeVisible()
    await expect(page.locator(`img[src="${variantPath(brandLogoImages.onLight, 1, 'png')}"]`)).toBeHidden()
  })

  for (const [theme, colorScheme, shown, hidden] of [
    ['dark', 'light', brandLogoImages.onDark, brandLogoImages.onLight],
    ['light', 'dark', brandLogoImages.onLight, brandLogoImages.onDark],
    ['system', 'light', brandLogoImages.onLight, brandLogoImages.onDark],
  ] as const) {
    test(`${theme} theme on a ${colorScheme} OS: the visible logo loads at once as WebP, the hidden one is lazy`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme })
      const logoRequests: string[] = []
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname
        if (path.startsWith('/images/generated/')) logoRequests.push(path)
      })
      await presetTheme(page, theme)
      await page.goto('/')
      const visible = page.locator(`img[src="${variantPath(shown, 1, 'png')}"]`)
      const invisible = page.locator(`img[src="${variantPath(hidden, 1, 'png')}"]`)
      await expect(visible).toBeVisible()
      await expect(visible).toHaveAttribute('loading', 'eager')
      await expect(invisible).toBeHidden()
      await expect(invisible).toHaveAttribute('loading', 'lazy')
      await expect
        .poll(() => visible.evaluate((img: HTMLImageElement) => (img.naturalWidth > 0 ? img.currentSrc : '')))
        .toMatch(new RegExp(`/${shown.name}-\\d+\\.webp$`))
      const box = await visible.boundingBox()
      expect([box?.width, box?.height]).toEqual([shown.width, shown.height])
      // The page default is dark, so the markup already leaves the light logo lazy: it is never fetched.
      if (theme === 'dark') expect(logoRequests.filter((path) => path.includes(hidden.name))).toEqual([])
    })
  }
})

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows every section and working links', async ({ page }) => {
    await page.goto('/')
    const headings = [
      homeContent.featuredGames.heading,
      homeContent.features.heading,
      homeContent.story.heading,
      homeContent.whyChoose.heading,
      homeContent.faq.heading,
      homeContent.beyondGaming.heading,
      homeContent.startHere.heading,
    ]
    for (const heading of headings) {
      const element = page.getByRole('heading', { name: heading, level: 2 })
      await element.scrollIntoViewIfNeeded()
      await expect(element).toBeVisible()
    }
    await expect(page.getByRole('link', { name: homeContent.hero.primaryAction })).toHaveAttribute(
      'href',
      pathTo('games'),
    )
    for (const game of featuredGames) {
      await expect(page.locator(`main a[href="${game.link}"]`).first()).toBeVisible()
    }
    for (const tile of homeContent.beyondGaming.tiles) {
      await expect(page.locator(`#beyond-gaming a[href="${tile.href}"]`)).toBeVisible()
    }
    await page.getByRole('link', { name: homeContent.hero.primaryAction }).click()
    await expect(page).toHaveURL(/\/games\/$/)
    await expect(page.locator('h1')).toHaveText('Game server hosting')
  })

  test('every header link is reachable: dropdowns open on focus, the mobile menu button leads to the sitemap', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop)
    await page.goto('/')
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Learn' })
    await trigger.focus()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /About Us/ })).toBeVisible()
    await page.setViewportSize(viewports.mobile)
    await expect(page.getByRole('link', { name: 'Menu: all pages' })).toHaveAttribute('href', pathTo('sitemap'))
  })
})

test.describe('a page without React islands, with its script blocked', () => {
  // JavaScript runs (the inline theme script marks <html class="js">), but the page's own script never arrives.
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/**/*.js', (route) => route.abort())
  })

  test('reads fully, and every header link stays reachable: dropdowns open on focus, the menu button is a link', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.desktop)
    await page.goto(pathTo('faq'))
    await expect(page.locator('html')).toHaveClass(/\bjs\b/)
    await expect(page.locator('html')).not.toHaveAttribute('data-ready')
    await expect(page.locator('h1')).toHaveText('Frequently asked questions')
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const group of desktopNavigation) {
      await nav.getByRole('button', { name: group.title }).focus()
      for (const entry of group.entries.filter((item) => item.href !== null)) {
        await expect(nav.getByRole('link', { name: new RegExp(entry.title) })).toBeVisible()
      }
    }
    await page.setViewportSize(viewports.mobile)
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden()
    const menuLink = page.getByRole('link', { name: 'Menu: all pages' })
    await expect(menuLink).toHaveAttribute('href', pathTo('sitemap'))
    await menuLink.click()
    await expect(page).toHaveURL(new RegExp(`${pathTo('sitemap')}/?$`))
  })
})

test('a FAQ on the home page opens one answer at a time', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const items = page.locator('#faq details')
  await items.nth(0).locator('summary').click()
  await expect(items.nth(0)).toHaveAttribute('open', '')
  await items.nth(1).locator('summary').click()
  await expect(items.nth(1)).toHaveAttribute('open', '')
  await expect(items.nth(0)).not.toHaveAttribute('open', '')
})
