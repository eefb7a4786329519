import { expect, test } from '@playwright/test'
import { webHostingPageCopy } from '../../data/pages/servers'
import { discordBotPlans } from '../../data/plans/discordBot'
import { vdsPlans } from '../../data/plans/vds'
import { intelVpsPlans } from '../../data/plans/vpsIntel'
import { ryzenVpsPlans } from '../../data/plans/vpsRyzen'
import { vpsTerms } from '../../data/plans/vpsTerms'
import { webHostingPlans } from '../../data/plans/webHosting'
import { pathTo } from '../../data/routePaths'
import { simulatedFigures } from '../../data/uiSettings'
import { formatInr } from '../../lib/format'
import { expectNoAxeViolations } from './support/axe'
import { viewports, waitForHydration } from './support/site'

test.describe('Intel VPS carousel', () => {
  test('at 390px: only next at first, previous after a click, 300px per click, next hidden at the end', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize(viewports.mobile)
    await page.goto(pathTo('vpsIntel'))
    await waitForHydration(page)
    const region = page.getByRole('region', { name: 'Intel VPS plans' })
    const next = page.getByRole('button', { name: 'Next plans' })
    const previous = page.getByRole('button', { name: 'Previous plans' })
    await expect(next).toBeVisible()
    await expect(previous).toHaveCount(0)
    const scrollLeft = () => region.evaluate((element) => element.scrollLeft)
    expect(await scrollLeft()).toBe(0)
    await next.click()
    await expect.poll(scrollLeft).toBeGreaterThan(0)
    const first = await scrollLeft()
    // 300px per click; scroll snapping then settles on the nearest card edge (cards are 304px apart here).
    expect(Math.abs(first - 300)).toBeLessThanOrEqual(10)
    await expect(previous).toBeVisible()
    await expectNoAxeViolations(page, 'Intel VPS carousel scrolled')
    await next.click()
    await expect.poll(scrollLeft).toBeGreaterThan(first)
    expect(Math.abs((await scrollLeft()) - 2 * first)).toBeLessThanOrEqual(10)
    // The loop stops on the scroll position, not on the button: the carousel hides Next only after the scroll it
    // started has been reported, so a button counted a moment before could be gone by the time of the click.
    const maxScroll = await region.evaluate((element) => element.scrollWidth - element.clientWidth)
    const atEnd = async () => maxScroll - (await scrollLeft()) <= 10
    for (let click = 0; click < 12 && !(await atEnd()); click++) {
      const before = await scrollLeft()
      await next.click()
      await expect.poll(scrollLeft).toBeGreaterThan(before)
    }
    expect(await atEnd()).toBe(true)
    await expect(next).toHaveCount(0)
    await previous.click()
    await expect(next).toBeVisible()
  })

  test('the carousel scrolls by keyboard', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize(viewports.mobile)
    await page.goto(pathTo('vpsIntel'))
    await waitForHydration(page)
    const region = page.getByRole('region', { name: 'Intel VPS plans' })
    await region.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  })

  test('at 1280px: a grid with no carousel buttons', async ({ page }) => {
    await page.setViewportSize(viewports.desktop)
    await page.goto(pathTo('vpsIntel'))
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: 'Next plans' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Previous plans' })).toHaveCount(0)
    const boxes = await page
      .locator('#plans article')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top))
    expect(new Set(boxes.map(Math.round)).size).toBeLessThan(boxes.length)
  })
})

test.describe('prices, ids and specs are in the raw HTML', () => {
  test.use({ javaScriptEnabled: false })

  test('VPS pages: prices, order links with pid and the setup fee terms', async ({ page }) => {
    for (const [path, plans] of [
      [pathTo('vpsRyzen'), ryzenVpsPlans],
      [pathTo('vpsIntel'), intelVpsPlans],
    ] as const) {
      await page.goto(path)
      for (const note of vpsTerms.termNotes) await expect(page.getByText(note)).toBeVisible()
      for (const plan of plans) {
        const card = page.getByRole('article', { name: plan.name })
        await expect(card).toContainText(formatInr(plan.monthlyPrice))
        await expect(card).toContainText(`${plan.ramGb} GB`)
        await expect(card.getByRole('link', { name: /^Order now/ })).toHaveAttribute('href', plan.orderUrl)
      }
    }
  })

  test('web hosting and Discord bot plans', async ({ page }) => {
    await page.goto(pathTo('webHosting'))
    for (const plan of webHostingPlans) {
      const card = page.getByRole('article', { name: plan.name })
      await expect(card).toContainText(formatInr(plan.price))
      await expect(card).toContainText(`${plan.bandwidthGb} GB bandwidth`)
      await expect(card.getByRole('link', { name: /^Order now/ })).toHaveAttribute('href', plan.orderUrl)
    }
    await expect(page.getByText(`${simulatedFigures.webHostingLoad.shownMs}ms`)).toBeVisible()
    await expect(page.getByText(webHostingPageCopy.cpanel.liveTag)).toBeVisible()
    await page.goto(pathTo('discordBot'))
    for (const plan of discordBotPlans) {
      const card = page.getByRole('article', { name: plan.name })
      await expect(card).toContainText(formatInr(plan.price))
      await expect(card).toContainText(`${plan.bots} bots`)
      await expect(card.getByRole('link', { name: /^Order now/ })).toHaveAttribute('href', plan.orderUrl)
    }
    await expect(page.getByText(/^\*Unmetered means/)).toBeVisible()
  })

  test('VDS: four coming-soon plans with an explained, disabled Notify Me and no order link', async ({ page }) => {
    await page.goto(pathTo('vds'))
    for (const plan of vdsPlans) {
      const card = page.getByRole('article', { name: plan.name })
      await expect(card).toContainText(`${plan.dedicatedCores} dedicated cores`)
      await expect(card).toContainText('Advanced DDoS protection')
      const notify = card.getByRole('button', { name: 'Notify Me' })
      await expect(notify).toHaveAttribute('aria-disabled', 'true')
      await expect(notify).toHaveAccessibleDescription(/not open yet/)
      await expect(card.getByRole('link')).toHaveCount(0)
    }
    // The reason is said once, not under every card.
    await expect(page.getByText(/not open yet/)).toHaveCount(1)
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.join('')).not.toContain('"Offer"')
  })

  test('the VPS overview compares both lines and links to each', async ({ page }) => {
    await page.goto(pathTo('vps'))
    const table = page.getByRole('table')
    await expect(table).toContainText('DDR5')
    await expect(table).toContainText('DDR4')
    await expect(table).toContainText(`${formatInr(729)} to ${formatInr(6699)} a month`)
    await expect(table).toContainText(`${formatInr(549)} to ${formatInr(2399)} a month`)
    await expect(page.locator(`main a[href="${pathTo('vpsRyzen')}"]`)).toHaveCount(1)
    await expect(page.locator(`main a[href="${pathTo('vpsIntel')}"]`)).toHaveCount(1)
  })
})
