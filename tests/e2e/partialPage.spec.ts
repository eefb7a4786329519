import { expect, type Page, test } from '@playwright/test'
import { allRoutes } from './support/site'

// On a slow connection the browser paints a page before all of its HTML has arrived. An icon centred against the
// text that follows it moves when that text arrives, unless its row already has the text's height: a layout shift
// no full-page load shows. Each kind of such row is loaded cut right after its icon, as a network chunk may end
// there, and the icon must already sit at the height in its row that it has on the whole page. The height is taken
// within the row, since where the row itself lands depends on which sections above have rendered yet (deferred
// rendering, docs/decisions/deferred-rendering.md). (Sideways, a centred line moves as it grows, icon or not: that
// is centring, not a row waiting for its height.)

test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })

type LeadingIcon = { path: string; index: number; kind: string; yInRow: number }

/** Every svg directly followed by text on the page, with its height in its row and the kind of row it leads. */
const leadingIcons = (page: Page, path: string) =>
  page.evaluate((path) => {
    const icons = [...document.querySelectorAll('svg')]
    return icons.flatMap((icon, index): LeadingIcon[] => {
      // React's server output may put a space and a comment between an icon and its text.
      let next = icon.nextSibling
      while (
        next &&
        (next.nodeType === Node.COMMENT_NODE || (next.nodeType === Node.TEXT_NODE && !next.textContent?.trim()))
      )
        next = next.nextSibling
      if (next?.nodeType !== Node.TEXT_NODE) return []
      const row = icon.parentElement as HTMLElement
      const box = icon.getBoundingClientRect()
      if (box.width === 0) return []
      const kind = `${row.tagName.toLowerCase()}.${row.className} > svg.${icon.getAttribute('class')}`
      return [{ path, index, kind, yInRow: box.y - row.getBoundingClientRect().y }]
    })
  }, path)

/** The HTML cut right after the page's index-th closing svg tag, as the parser would have it mid-download. */
function cutAfterIcon(html: string, index: number): string {
  let end = 0
  for (let seen = 0; seen <= index; seen++) {
    end = html.indexOf('</svg>', end)
    if (end < 0) throw new Error(`the page has no svg number ${index + 1}`)
    end += '</svg>'.length
  }
  return html.slice(0, end)
}

test('an icon leading a line of text is in place before the text arrives', async ({ page, request }) => {
  const kinds = new Map<string, LeadingIcon>()
  for (const route of allRoutes.filter((route) => !route.path.startsWith('/admin'))) {
    await page.goto(route.path)
    for (const icon of await leadingIcons(page, route.path)) if (!kinds.has(icon.kind)) kinds.set(icon.kind, icon)
  }
  expect(kinds.size, 'the site has icon-led lines (check the svg selection)').toBeGreaterThan(0)

  const moved: string[] = []
  for (const icon of kinds.values()) {
    const html = await (await request.get(icon.path)).text()
    await page.route(icon.path, (route) =>
      route.fulfill({ contentType: 'text/html', body: cutAfterIcon(html, icon.index) }),
    )
    await page.goto(icon.path)
    await page.unroute(icon.path)
    const early = await page.evaluate((index) => {
      const icon = document.querySelectorAll('svg')[index]
      const row = icon?.parentElement
      return row ? icon.getBoundingClientRect().y - row.getBoundingClientRect().y : undefined
    }, icon.index)
    if (early === undefined || Math.abs(early - icon.yInRow) > 0.5)
      moved.push(`${icon.path} ${icon.kind}: ${early} px down its row before its text, ${icon.yInRow} px after`)
  }
  expect(moved, moved.join('\n')).toEqual([])
})
