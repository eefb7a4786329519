import { pathTo } from '../data/routePaths'

const adminPath = pathTo('admin')

/**
 * Chromium prerenders a same-site page once the visitor shows intent (`moderate`: the pointer rests on a link for about
 * 200 ms, or a press starts). `href_matches` is relative to the page, so external links never match; the admin area
 * is left out, as prerendering it could run its session redirects while the visitor is elsewhere. Inline and hashed
 * by the CSP like the other inline scripts, so it works on every host.
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
