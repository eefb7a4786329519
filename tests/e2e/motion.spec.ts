import { expect, type Page, test } from '@playwright/test'
import { pathTo } from '../../data/routePaths'
import { viewports, waitForHydration } from './support/site'

/**
 * Visitors who ask for less motion or for their own colours (Windows high contrast) get a page that respects
 * it: under prefers-reduced-motion nothing moves, and under forced colours every control, focus ring and card
 * outline stays visible.
 */

/** Every animation and transition the page has now, with its timing. */
function animationTimings(page: Page) {
  return page.evaluate(() =>
    document.getAnimations().map((animation) => {
      const timing = animation.effect?.getComputedTiming()
      const target = (animation.effect as KeyframeEffect | null)?.target
      return {
        name:
          animation instanceof CSSAnimation
            ? animation.animationName
            : animation instanceof CSSTransition
              ? animation.transitionProperty
              : 'script',
        on: target ? `${target.tagName.toLowerCase()}.${[...target.classList].join('.')}` : '',
        duration: Number(timing?.duration ?? 0),
        iterations: Number(timing?.iterations ?? 1),
      }
    }),
  )
}

/** Animations that would show movement: longer than a frame, or repeating forever. */
async function movingAnimations(page: Page) {
  return (await animationTimings(page)).filter((animation) => animation.duration > 1 || animation.iterations > 1)
}

test.describe('prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' })

  for (const path of [pathTo('home'), pathTo('about'), pathTo('minecraft'), pathTo('vpsRyzen')]) {
    test(`${path}: no animation runs, and every block shows without fading in`, async ({ page }) => {
      await page.setViewportSize(viewports.desktop)
      await page.goto(path)
      await waitForHydration(page)
      // Scrolled through, as a reader would: blocks that reveal on scroll would start fading in now.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.evaluate(() => window.scrollTo(0, 0))
      expect(await movingAnimations(page)).toEqual([])
      await expect(page.locator('.reveal-waiting')).toHaveCount(0)
      const hidden = await page
        .locator('[data-reveal]')
        .evaluateAll((blocks) => blocks.filter((block) => getComputedStyle(block).opacity !== '1').length)
      expect(hidden).toBe(0)
    })
  }

  test('the mobile menu and its groups open without sliding', async ({ page }) => {
    await page.setViewportSize(viewports.mobile)
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    expect(await movingAnimations(page)).toEqual([])
    await dialog.getByText('Other Servers').click()
    expect(await movingAnimations(page)).toEqual([])
    await page.keyboard.press('Escape')
    expect(await movingAnimations(page)).toEqual([])
  })
})

test.describe('with motion', () => {
  for (const path of [pathTo('about'), pathTo('home')]) {
    test(`${path}: the last block waits below the fold, then fades in as it scrolls into view`, async ({ page }) => {
      await page.setViewportSize(viewports.desktop)
      await page.goto(path)
      await waitForHydration(page)
      // Far below, in a section that renders only near the viewport (.defer-render) at first.
      const last = page.locator('[data-reveal]').last()
      await expect(last).toHaveClass(/reveal-waiting/)
      await last.scrollIntoViewIfNeeded()
      await expect(last).not.toHaveClass(/reveal-waiting/)
      await expect(last).toHaveCSS('opacity', '1')
    })
  }
})

test.describe('forced-colors: active', () => {
  test.use({ forcedColors: 'active' })

  /** The boxes whose edges carry the layout: plan, game and feature cards. */
  const CARDS = '.plan, .game-card, main .card'

  const paths = [
    pathTo('home'),
    pathTo('games'),
    pathTo('minecraft'),
    pathTo('webHosting'),
    pathTo('about'),
    pathTo('vpsRyzen'),
  ]
  for (const path of paths) {
    test(`${path}: every card and control keeps a visible edge`, async ({ page }) => {
      await page.setViewportSize(viewports.desktop)
      await page.goto(path)
      await waitForHydration(page)
      const edgeless = (selector: string) =>
        page.locator(selector).evaluateAll((elements) =>
          elements
            .filter((element) => (element as HTMLElement).offsetParent !== null)
            .filter((element) => {
              const style = getComputedStyle(element)
              const width = Number.parseFloat(style.borderTopWidth) + Number.parseFloat(style.borderBottomWidth)
              return style.borderTopStyle === 'none' || width === 0 || style.borderTopColor === 'rgba(0, 0, 0, 0)'
            })
            .map((element) => element.outerHTML.slice(0, 120)),
        )
      expect(await page.locator(CARDS).count()).toBeGreaterThan(0)
      expect(await edgeless(CARDS)).toEqual([])
      expect(await edgeless('.btn, [role="tab"], header button')).toEqual([])
    })
  }

  test('the chosen tab stays marked when forced colours drop its fill', async ({ page }) => {
    await page.goto(pathTo('minecraft'))
    await waitForHydration(page)
    const tabs = page.getByRole('tab')
    const fill = (index: number) => tabs.nth(index).evaluate((tab) => getComputedStyle(tab).backgroundColor)
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
    expect(await fill(0)).not.toBe(await fill(1))
  })

  test('every focus ring is drawn, by keyboard through the home page', async ({ page }) => {
    await page.setViewportSize(viewports.desktop)
    await page.goto('/')
    await waitForHydration(page)
    const seen: string[] = []
    for (let press = 0; press < 40; press++) {
      await page.keyboard.press('Tab')
      const ring = await page.evaluate(() => {
        const element = document.activeElement
        if (!element || element === document.body) return null
        // A card whose link is stretched over it draws the ring on the link's ::after, around the whole card.
        const drawn = [getComputedStyle(element), getComputedStyle(element, '::after')].find(
          (style) => style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
        )
        return {
          label: `${element.tagName.toLowerCase()} ${element.textContent?.trim().slice(0, 40) ?? ''}`,
          visible: drawn !== undefined && drawn.outlineColor !== 'rgba(0, 0, 0, 0)',
        }
      })
      if (!ring) continue
      seen.push(ring.label)
      expect(ring.visible, `focus ring on ${ring.label}`).toBe(true)
    }
    expect(seen.length).toBeGreaterThan(20)
  })
})
