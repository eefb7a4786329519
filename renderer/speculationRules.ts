import { pathTo } from '../data/routePaths'

const adminPath = pathTo('admin')

/**
 * Chromium prerenders a same-site page on intent (`moderate`: the pointer rests on a link for about 200 ms, or a
 * press starts); never the admin area, whose session redirects would run while the visitor is elsewhere. Inline and
 * hashed by the CSP, so it works on every host.
 */
const sameSiteOutsideAdmin = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: adminPath.replace(/\/$/, '') } },
    { not: { href_matches: `${adminPath}*` } },
  ],
}

export const SPECULATION_RULES = JSON.stringify({
  // Where a prerender is not allowed (too many, low memory), the HTML is still fetched ahead.
  prefetch: [{ where: sameSiteOutsideAdmin, eagerness: 'moderate' }],
  prerender: [{ where: sameSiteOutsideAdmin, eagerness: 'moderate' }],
})
