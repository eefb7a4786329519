import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { profileLines, profileTypedText } from '../../components/about/profileText'
import { aboutContent } from '../../data/pages/about'
import { contactItems } from '../../data/pages/contact'
import { policies, refundPolicyFacts as refund } from '../../data/policies'
import { routeList } from '../../data/routes'
import { site } from '../../data/site'
import { teamMembers } from '../../data/team'
import { timeline } from '../../data/timeline'
import { tutorialVideos } from '../../data/tutorials'
import { uiConstants } from '../../data/uiSettings'
import { formatLongDate } from '../../lib/format'
import { expectNoAxeViolations } from './support/axe'
import {
  collectPageProblems,
  presetTheme,
  stubExternalImages,
  themes,
  viewports,
  waitForHydration,
} from './support/site'

const videoCards = (page: Page) => page.locator('main article')
const sidebar = (page: Page) => page.getByRole('region', { name: 'Categories' })
const status = (page: Page) => page.getByRole('main').getByRole('status')

/** The page's raw prerendered HTML as text: tags dropped, entities decoded, white space collapsed. */
async function rawText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  expect(response.status()).toBe(200)
  const html = await response.text()
  return (
    html
      .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
      // React separates adjacent text runs with empty comments; elements are separated by white space.
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/\s+/g, ' ')
  )
}

test.describe('/tutorials/', () => {
  test.beforeEach(async ({ page }) => {
    await stubExternalImages(page)
  })

  test('filters by search, category and subcategory, and keeps the filter in the URL', async ({ page }) => {
    const problems = collectPageProblems(page)
    await page.goto('/tutorials/')
    await waitForHydration(page)
    await expect(videoCards(page)).toHaveCount(tutorialVideos.length)
    await expect(sidebar(page).getByRole('button', { name: /All Tutorials/ })).toHaveAccessibleName(
      `All Tutorials ${tutorialVideos.length} videos`,
    )

    await page.getByLabel('Search tutorials').fill('SERVER')
    const serverMatches = tutorialVideos.filter((video) =>
      `${video.title} ${video.description}`.toLowerCase().includes('server'),
    )
    await expect(videoCards(page)).toHaveCount(serverMatches.length)
    await expect(page).toHaveURL(/\/tutorials\/\?q=SERVER$/)

    const minecraft = sidebar(page).getByRole('button', { name: /^Minecraft/ })
    await minecraft.click()
    await expect(minecraft).toHaveAttribute('aria-pressed', 'true')
    await expect(minecraft).toHaveAttribute('aria-expanded', 'true')
    await expect(page).toHaveURL(/\?q=SERVER&category=minecraft$/)
    const minecraftServer = serverMatches.filter((video) => video.category === 'minecraft')
    await expect(videoCards(page)).toHaveCount(minecraftServer.length)
    await expectNoAxeViolations(page, 'tutorials: search and a category chosen')

    await sidebar(page).getByRole('button', { name: 'Plugins' }).click()
    await expect(page).toHaveURL(/\?q=SERVER&category=minecraft&sub=plugins$/)
    await expect(videoCards(page)).toHaveCount(1)
    await expect(videoCards(page).first()).toContainText('Add Plugins to a Paper Server')

    // Choosing the open category again closes its list and clears the subcategory.
    await minecraft.click()
    await expect(minecraft).toHaveAttribute('aria-expanded', 'false')
    await expect(minecraft).toHaveAttribute('aria-pressed', 'true')
    await expect(page).toHaveURL(/\?q=SERVER&category=minecraft$/)

    // Back walks through the earlier filters.
    await page.goBack()
    await expect(page).toHaveURL(/sub=plugins$/)
    await expect(videoCards(page)).toHaveCount(1)
    await expect(sidebar(page).getByRole('button', { name: 'Plugins' })).toHaveAttribute('aria-pressed', 'true')
    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL(/\/tutorials\/\?q=SERVER$/)
    await expect(videoCards(page)).toHaveCount(serverMatches.length)
    await expect(page.getByLabel('Search tutorials')).toHaveValue('SERVER')
    await page.goForward()
    await expect(page).toHaveURL(/\?q=SERVER&category=minecraft$/)
    await expect(videoCards(page)).toHaveCount(minecraftServer.length)
    expect(problems).toEqual([])
  })

  test('shows the empty state, announced politely, and resets from it', async ({ page }) => {
    await page.goto('/tutorials/')
    await waitForHydration(page)
    await page.getByLabel('Search tutorials').fill('no such tutorial anywhere')
    await expect(videoCards(page)).toHaveCount(0)
    await expect(status(page)).toContainText('No tutorials found')
    await expect(status(page)).toContainText('Try adjusting your search or filters')
    await expect(status(page)).toHaveAttribute('role', 'status')
    const reset = page.getByRole('button', { name: 'Reset Filters' })
    await expect(reset).toHaveCount(2)
    await reset.last().click()
    await expect(videoCards(page)).toHaveCount(tutorialVideos.length)
    await expect(page.getByLabel('Search tutorials')).toHaveValue('')
    await expect(page).toHaveURL(/\/tutorials\/$/)
    await expect(status(page)).toHaveText(`Showing ${tutorialVideos.length} of ${tutorialVideos.length} tutorials`)
  })

  test('the sidebar Reset Filters returns to all, no subcategory and an empty search', async ({ page }) => {
    await page.goto('/tutorials/?q=bot&category=dc-bot&sub=nodejs')
    await waitForHydration(page)
    await expect(videoCards(page)).toHaveCount(1)
    await sidebar(page).getByRole('button', { name: 'Reset Filters' }).click()
    await expect(page).toHaveURL(/\/tutorials\/$/)
    await expect(videoCards(page)).toHaveCount(tutorialVideos.length)
    await expect(sidebar(page).getByRole('button', { name: /All Tutorials/ })).toHaveAttribute('aria-pressed', 'true')
  })

  test('a shared URL opens the same filtered view; an unknown category falls back to all', async ({ page }) => {
    await page.goto('/tutorials/?q=modpack&category=minecraft&sub=modpacks')
    await waitForHydration(page)
    await expect(page.getByLabel('Search tutorials')).toHaveValue('modpack')
    await expect(sidebar(page).getByRole('button', { name: /^Minecraft/ })).toHaveAttribute('aria-pressed', 'true')
    await expect(sidebar(page).getByRole('button', { name: 'Modpacks' })).toHaveAttribute('aria-pressed', 'true')
    await expect(videoCards(page)).toHaveCount(1)
    await expect(videoCards(page)).toContainText('Install a Modpack in One Click')

    await page.reload()
    await waitForHydration(page)
    await expect(videoCards(page)).toHaveCount(1)

    await page.goto('/tutorials/?category=quake-arena&sub=modpacks')
    await waitForHydration(page)
    await expect(sidebar(page).getByRole('button', { name: /All Tutorials/ })).toHaveAttribute('aria-pressed', 'true')
    await expect(videoCards(page)).toHaveCount(tutorialVideos.length)
  })

  test('video links open the video site in a new tab and say so', async ({ page }) => {
    await page.goto('/tutorials/')
    for (const video of tutorialVideos) {
      const link = page.getByRole('link', { name: `${video.title} (opens in a new tab)` })
      await expect(link).toHaveAttribute('href', video.youtubeUrl)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    const first = videoCards(page).first()
    const video = tutorialVideos[0]
    if (!video) throw new Error('no sample video')
    for (const text of [video.title, video.description, video.duration, `${video.views} views`, video.channel]) {
      await expect(first).toContainText(text)
    }
  })

  test('every card shows its thumbnail, and the page asks no other host for a picture', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.setViewportSize(viewports.desktop)
    await page.goto('/tutorials/')
    await waitForHydration(page)
    for (const [index, video] of tutorialVideos.entries()) {
      const thumbnail = videoCards(page).nth(index).locator('img')
      await thumbnail.scrollIntoViewIfNeeded()
      await expect(thumbnail).toHaveAttribute('src', video.thumbnail)
      // Loaded at full size: the fallback to the artwork (see VideoThumbnail's unit test) did not take over.
      await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(120)
    }
    const siteOrigin = new URL(page.url()).origin
    expect(requested.filter((url) => new URL(url).origin !== siteOrigin)).toEqual([])
  })

  test('when a thumbnail fails the local artwork stays, in the same 16:9 box', async ({ page }) => {
    const video = tutorialVideos[0]
    if (!video) throw new Error('no sample video')
    await page.route(`**${new URL(video.thumbnail, 'https://site.example').pathname}*`, (route) =>
      route.abort('failed'),
    )
    await page.setViewportSize(viewports.mobile)
    await page.goto('/tutorials/')
    const media = videoCards(page).first().locator('.thumbnail')
    const before = await media.boundingBox()
    await waitForHydration(page)
    await expect(videoCards(page).first().locator('img')).toHaveCount(0)
    const after = await media.boundingBox()
    expect(after?.height).toBeCloseTo(((after?.width ?? 0) * 9) / 16, 0)
    expect(after).toEqual(before)
    await expect(media.locator('svg')).toBeVisible()
  })
})

test.describe('/about-us team profiles', () => {
  const [first, , third] = teamMembers
  if (!first || !third) throw new Error('expected three team members')
  const dialog = (page: Page) => page.getByRole('dialog')
  const card = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

  async function open(page: Page, name: string) {
    await card(page, name).click()
    await expect(dialog(page)).toBeVisible()
  }

  // The page's own clock: the typing (one character every few milliseconds) and the delay before the selection
  // clears advance only as far as a test lets them, so no test waits in real time or races a busy machine.
  test.beforeEach(async ({ page }) => {
    await page.clock.install()
    await page.goto('/about-us/')
    await waitForHydration(page)
  })

  /** Stops the page's clock: from here on, timers fire only through page.clock.runFor. */
  const pauseClock = (page: Page) => page.clock.pauseAt(Date.now() + 60_000)
  const typingMs = (chars: number) => uiConstants.profileTypingMsPerChar * chars

  test('types the profile one character at a time, then shows SCAN_COMPLETE', async ({ page }) => {
    const problems = collectPageProblems(page)
    await pauseClock(page)
    await open(page, first.name)
    await expect(page.getByRole('button', { name: 'Close' })).toBeFocused()
    await expect(dialog(page)).toHaveAccessibleName(`Profile of ${first.name}, ${first.role}`)
    // Assistive technology gets the whole profile at once, while the screen is still typing.
    await expect(dialog(page)).toHaveAccessibleDescription(
      new RegExp(first.quote.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    )
    const screen = dialog(page).locator('.screen')
    const typedLabels = screen.locator('.output .line .label')
    await expect(typedLabels).toHaveCount(0)
    for (const shown of ['N', 'NA', 'NAM']) {
      await page.clock.runFor(typingMs(1))
      await expect(typedLabels).toHaveText([shown])
    }
    await page.clock.runFor(typingMs(20))
    await expect(screen).toContainText('NAME')
    await expect(screen).not.toContainText(first.quote)
    await expect(screen).not.toContainText('SCAN_COMPLETE')
    await page.clock.runFor(typingMs(profileTypedText(profileLines(first)).length))
    await expect(screen).toContainText('SCAN_COMPLETE')
    for (const line of profileLines(first)) await expect(screen).toContainText(line.value)
    expect(problems).toEqual([])
  })

  test('closes with the red dot, focus returns to the card, and the selection clears after the delay', async ({
    page,
  }) => {
    await pauseClock(page)
    await open(page, first.name)
    const dialogId = await card(page, first.name).getAttribute('aria-controls')
    const title = page.locator(`[id="${dialogId}-title"]`)
    await expect(title).toHaveText(`Profile of ${first.name}, ${first.role}`)
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(card(page, first.name)).toBeFocused()
    // Just before the delay the profile is still selected; at the delay it clears.
    await page.clock.runFor(uiConstants.modalClearDelayMs - 20)
    await expect(title).toHaveText(`Profile of ${first.name}, ${first.role}`)
    await page.clock.runFor(20)
    await expect(title).toHaveText('Team profile')
  })

  test('closes with Escape', async ({ page }) => {
    await open(page, third.name)
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(card(page, third.name)).toBeFocused()
  })

  test('closes with a click outside', async ({ page }) => {
    await open(page, third.name)
    await page.mouse.click(5, 5)
    await expect(dialog(page)).toBeHidden()
    await expect(card(page, third.name)).toBeFocused()
  })

  test('a double click on the backdrop over a card leaves that profile open and typing to the end', async ({
    page,
  }) => {
    // The first click closes the dialog and the second, landing on the card under the backdrop, reopens it. The
    // browser reports the first close after that, once the dialog is open again; the reopened profile must not
    // stop typing or clear.
    await pauseClock(page)
    await card(page, first.name).click()
    await expect(dialog(page)).toBeVisible()
    const cardBox = await card(page, third.name).boundingBox()
    const dialogBox = await dialog(page).boundingBox()
    if (!cardBox || !dialogBox) throw new Error('expected the card and the dialog on screen')
    const point = { x: cardBox.x + cardBox.width - 4, y: cardBox.y + cardBox.height / 2 }
    const insideDialog =
      point.x >= dialogBox.x &&
      point.x <= dialogBox.x + dialogBox.width &&
      point.y >= dialogBox.y &&
      point.y <= dialogBox.y + dialogBox.height
    expect(insideDialog, 'the click must land on the backdrop').toBe(false)
    await page.mouse.dblclick(point.x, point.y)
    await page.clock.runFor(uiConstants.modalClearDelayMs + 50)
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page)).toHaveAccessibleName(`Profile of ${third.name}, ${third.role}`)
    const screen = dialog(page).locator('.screen')
    await page.clock.runFor(typingMs(profileTypedText(profileLines(third)).length + 10))
    await expect(screen).toContainText('SCAN_COMPLETE')
    await expect(screen).toContainText(third.bio)
  })

  test('opening another profile cancels the earlier typing', async ({ page }) => {
    await pauseClock(page)
    await open(page, first.name)
    await page.clock.runFor(typingMs(30))
    await page.keyboard.press('Escape')
    await open(page, third.name)
    const screen = dialog(page).locator('.screen')
    await page.clock.runFor(typingMs(profileTypedText(profileLines(third)).length + 10))
    await expect(screen).toContainText('SCAN_COMPLETE')
    await expect(screen).toContainText(third.bio)
    await expect(screen).not.toContainText(first.name)
  })
})

test.describe('/about-us with reduced motion', () => {
  test('shows the whole profile at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto('/about-us/')
    await waitForHydration(page)
    // The page's clock stands still: a profile that typed itself out would never finish.
    await page.clock.pauseAt(Date.now() + 60_000)
    const member = teamMembers[1]
    if (!member) throw new Error('expected a second team member')
    await page.getByRole('button', { name: member.name, exact: true }).click()
    const screen = page.getByRole('dialog').locator('.screen')
    await expect(screen).toContainText('SCAN_COMPLETE')
    await expect(screen).toContainText(member.quote)
  })

  for (const [viewportName, viewport] of Object.entries(viewports)) {
    for (const theme of themes) {
      test(`passes axe with the profile open (${viewportName}, ${theme})`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await presetTheme(page, theme)
        const problems = collectPageProblems(page)
        await page.goto('/about-us/')
        await waitForHydration(page)
        const member = teamMembers[0]
        if (!member) throw new Error('no team member')
        await page.getByRole('button', { name: member.name, exact: true }).click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await expect(page.getByText('SCAN_COMPLETE')).toBeVisible()
        await expectNoAxeViolations(page, `/about-us/ profile open (${viewportName}, ${theme})`)
        expect(problems, problems.join('\n')).toEqual([])
      })
    }
  }
})

test.describe('raw prerendered HTML carries the facts', () => {
  test('/about-us: stats, timeline, team and testimonials', async ({ request }) => {
    const text = await rawText(request, '/about-us/')
    expect(aboutContent.stats.items.length).toBeGreaterThan(0)
    for (const stat of aboutContent.stats.items) expect(text).toContain(`${stat.value} ${stat.label}`)
    for (const paragraph of aboutContent.story.paragraphs) expect(text).toContain(paragraph.slice(0, 60))
    expect(timeline.length).toBeGreaterThan(0)
    for (const item of timeline) expect(text).toContain(`${item.year} ${item.event}`)
    for (const member of teamMembers) expect(text).toContain(member.name)
    // Only the customer's review carries a rating; the two open review slots are nobody's review yet.
    expect(text.match(/Rated 5 out of 5/g)).toHaveLength(1)
    expect(text.match(/Open review slot/g)).toHaveLength(2)
  })

  test('/contact-us: the three channels and the legal block', async ({ request }) => {
    const text = await rawText(request, '/contact-us/')
    for (const item of contactItems) expect(text).toContain(item.title)
    expect(text).toContain(`within ${site.contact.emailResponseHours} hours`)
    for (const fact of [
      site.legal.merchantEntity,
      site.contact.phone.display,
      site.legal.registeredAddress.streetAddress,
      site.legal.operationalAddress.streetAddress,
      site.contact.supportEmail,
      formatLongDate(site.legal.lastUpdated),
    ]) {
      expect(text).toContain(fact)
    }
  })

  test('/contact-us: phone and email links and the date, before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/contact-us/')
    const legal = page.locator('#legal-information')
    await expect(legal.getByRole('link', { name: site.contact.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.contact.phone.e164}`,
    )
    await expect(legal.getByRole('link', { name: site.contact.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.contact.supportEmail}`,
    )
    await expect(legal.locator('time')).toHaveAttribute('datetime', site.legal.lastUpdated)
    await expect(page.getByRole('link', { name: 'Email Support' })).toHaveAttribute(
      'href',
      `mailto:${site.contact.supportEmail}`,
    )
    await context.close()
  })

  test('policy pages: dates in <time datetime> and a table of contents', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const policy of policies) {
      await page.goto(policy.path)
      const time = page.getByRole('main').locator('time')
      await expect(time).toHaveText(policy.lastUpdatedShown)
      await expect(time).toHaveAttribute('datetime', policy.lastUpdated)
      const toc = page.getByRole('navigation', { name: 'On this page' })
      const anchors = await toc.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(anchors.length).toBeGreaterThanOrEqual(5)
      for (const anchor of anchors) await expect(page.locator(`section${anchor} h2`)).toHaveCount(1)
    }
    await context.close()
  })

  test('/refund-policy: every refund and cancellation fact', async ({ request }) => {
    const text = await rawText(request, '/refund-policy/')
    expect(text).toContain('first-time purchases')
    for (const product of refund.eligibleProducts) expect(text).toContain(product)
    expect(text).toContain(`within ${refund.requestWindowDays} days`)
    expect(text).toContain('valid technical fault on our side')
    for (const item of refund.nonRefundable) expect(text.toLowerCase()).toContain(item.toLowerCase())
    expect(text).toContain(`at least ${refund.cancellationNoticeDays} days' notice by email or phone`)
    expect(text).toContain(`${refund.shortNoticeFeePercent}%`)
    expect(text).toContain(refund.chargebackConsequence)
    expect(text).toContain(
      `${refund.refundProcessingBusinessDays.min} to ${refund.refundProcessingBusinessDays.max} business days`,
    )
    expect(text).toContain(refund.refundDestination)
    expect(text).toContain("at the provider's discretion")
  })

  test('/status: each service line with its commitment and where incidents are announced', async ({ request }) => {
    const text = await rawText(request, '/status/')
    for (const line of ['Game servers', 'Ryzen VPS', 'Intel VPS', 'Web hosting', 'Discord bots'])
      expect(text).toContain(line)
    expect(text.match(/Uptime commitment 99\.9%/g)).toHaveLength(5)
    expect(text).toContain('Discord community')
    expect(text).toContain('Support tickets')
  })
})

test.describe('sitemap.xml and robots.txt', () => {
  test('sitemap.xml lists exactly the indexable routes of the registry', async ({ request }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('xml')
    const xml = await response.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    const expected = routeList
      .filter((route) => route.indexable && route.sitemapGroup !== null)
      .map((route) => (route.path === '/' ? `${site.origin}/` : `${site.origin}${route.path}`))
    expect(locs.sort()).toEqual([...expected].sort())
    expect(locs.some((loc) => loc?.includes('/admin/'))).toBe(false)
  })

  test('robots.txt lets crawlers fetch every page and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    const text = await response.text()
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).toMatch(/^Allow: \/$/m)
    // Hidden pages (the admin area) say noindex themselves, which a crawler must fetch them to read.
    expect(text).not.toMatch(/^Disallow:/m)
    expect(text).toContain(`Sitemap: ${site.origin}/sitemap.xml`)
  })

  test('the HTML sitemap links every indexable page, in its groups', async ({ page }) => {
    await page.goto('/sitemap/')
    for (const group of ['Main', 'Game Servers', 'Other Servers', 'Company', 'Legal']) {
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible()
    }
    const hrefs = await page.locator('main a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    for (const route of routeList.filter((candidate) => candidate.indexable)) expect(hrefs).toContain(route.path)
  })
})

test.describe('error view', () => {
  test('an unknown URL serves the 404 error view inside the main layout', async ({ page, request }) => {
    expect((await request.get('/tutorials/no-such-video')).status()).toBe(404)
    await page.goto('/tutorials/no-such-video')
    await expect(page.locator('h1')).toHaveText('Unexpected Application Error!')
    await expect(page.getByText('404 Not Found')).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/')
    await expect(main.getByRole('link', { name: 'All game servers' })).toHaveAttribute('href', '/games/')
    await expect(main.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap/')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('a page whose script fails still shows its whole prerendered content', async ({ page }) => {
    // Pages are static HTML with islands: if the JavaScript breaks (a bad deploy, a blocked request), the content,
    // links and layout stay; only the interactive parts wait.
    await page.route('**/assets/**/*.js', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: "throw new Error('Simulated script failure')",
      }),
    )
    await page.goto('/status/')
    await expect(page.locator('h1')).toHaveText('Service status')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' })).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-ready', /.*/)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click()
    await expect(page).toHaveURL(/\/sitemap\/$/)
    await expect(page.locator('h1')).toHaveText('Sitemap')
  })
})
