import { pathTo } from '../data/routePaths'

const adminPath = pathTo('admin')

/**
 * Speculation rules: Chromium prerenders a same-site page once the visitor shows intent (`moderate`: the pointer
 * rests on a link for about 200 ms, or a press starts), so the click shows a page that is already rendered.
 * `href_matches` is relative to the page, so only this site's links match: the billing site and every other
 * external link never do. The admin area is left out: it depends on a session, and prerendering it could run its
 * redirects while the visitor is still elsewhere. A browser without speculation rules ignores the element.
 *
 * An inline `<script type="speculationrules">` in every page, admitted by its hash like the other inline scripts
 * (renderer/inlineScripts.ts), so it works the same on every host, with or without custom headers. A prerendered
 * page starts no third-party tag before it is shown (components/shell/startPage.ts).
 */
const sameSiteOutsideAdmin = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: adminPath.replace(/\/$/, '') } },
    { not: { href_matches: `${adminPath}*` } },
  ],
}

export const SPECULATION_RULES = JSON.stringify({
  // The fallback where a prerender is not allowed (too many at once, low memory, an attached debugger): the HTML
  // is fetched ahead, so the click still costs no round trip.
  prefetch: [{ where: sameSiteOutsideAdmin, eagerness: 'moderate' }],
  prerender: [{ where: sameSiteOutsideAdmin, eagerness: 'moderate' }],
})
