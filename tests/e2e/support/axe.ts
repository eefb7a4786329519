import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'
import type axe from 'axe-core'

/**
 * Every WCAG 2.0, 2.1 and 2.2 level A and AA rule axe has, plus its best practices: the one audit every page and
 * every interactive state of the suite passes. `wcag22aa` brings target-size (2.5.8, 24×24 px targets).
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'] as const

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
// Only violations are read: axe then details one node per passed or inapplicable rule instead of every node.
// Every rule still runs on every node.
const runOptions: axe.RunOptions = { runOnly: { type: 'tag', values: [...AXE_TAGS] }, resultTypes: ['violations'] }

/**
 * Runs axe with AXE_TAGS over the page as it is now (or only the part `include` selects) and fails with every
 * violation of any impact, by rule, naming the state audited. axe-core is injected once per document and run with
 * its own axe.run: @axe-core/playwright's analyze() injects it again on every call and finishes each run in a new
 * blank page, which cost more than the audit on these pages (none has a frame that would need that).
 */
export async function expectNoAxeViolations(page: Page, state: string, include?: string): Promise<void> {
  await settleFadesAndMoves(page)
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const results = await page.evaluate(
    ([context, options]) => (window as unknown as { axe: typeof axe }).axe.run(context ?? document, options),
    [include, runOptions] as const,
  )
  const violations = results.violations.map(
    (violation) =>
      `${state}: ${violation.id} (${violation.impact}, ${violation.nodes.length} nodes): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ')}`)
        .join('\n')}`,
  )
  expect(violations, violations.join('\n')).toEqual([])
}

/**
 * Ends running opacity and movement transitions (reveal-on-scroll's fade-in, a menu sliding open) at their end
 * state, which the visitor sees a moment later: text still fading in is blended with the background, and axe would
 * measure that blend as the text's colour. Colour transitions are left running, so a theme switch that passes
 * through low contrast still fails.
 *
 * A step that moves layout (a shorter tab panel, focus scrolling a block into view) can bring a reveal block into
 * view without its fade having started yet: the observer hears of it only at the next rendering update, which could
 * fall in the middle of the audit. So the first reports of two fresh IntersectionObservers are awaited one after the
 * other: the first comes from a rendering update that saw every change made so far, and the second from a later one,
 * so the task that delivered the first update's reports to every observer, reveal-on-scroll's included, has ended
 * (one task delivers them all, in no order a page can rely on). No timers or animation frames are used, so this
 * works under Playwright's paused clock as well.
 */
async function settleFadesAndMoves(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextIntersectionReport = () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect()
          resolve()
        })
        observer.observe(document.documentElement)
      })
    await nextIntersectionReport()
    await nextIntersectionReport()
    // getAnimations() flushes style first, so a fade that the report above just started is in the list.
    for (const animation of document.getAnimations()) {
      const isFadeOrMove =
        animation instanceof CSSTransition &&
        ['opacity', 'transform', 'translate'].includes(animation.transitionProperty)
      if (isFadeOrMove) animation.finish()
    }
  })
}
