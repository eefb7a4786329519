/**
 * Where every registered page lives: the one place a URL path is spelt. Every page address ends in a slash
 * (`/faq/`), the address static hosts answer with 200 for the prerendered `faq/index.html`: Cloudflare Pages,
 * Netlify, GitHub Pages and S3 website endpoints all redirect `/faq` to `/faq/`, so the slash form is the only
 * one that costs no redirect anywhere (docs/deploying.md). Kept apart from the full registry
 * (data/routes.ts: headings, intros, SEO text, sitemap groups) so that a component which only needs a link
 * does not ship every page's text to the browser.
 */
export const routePaths = {
  home: '/',
  games: '/games/',
  minecraft: '/games/minecraft/',
  palworld: '/games/palworld/',
  vps: '/servers/vps/',
  vpsRyzen: '/servers/vps-ryzen/',
  vpsIntel: '/servers/vps-intel/',
  vds: '/servers/vds/',
  webHosting: '/servers/web-hosting/',
  discordBot: '/servers/discord-bot/',
  tutorials: '/tutorials/',
  about: '/about-us/',
  contact: '/contact-us/',
  faq: '/faq/',
  status: '/status/',
  terms: '/terms-of-service/',
  privacy: '/privacy-policy/',
  refund: '/refund-policy/',
  sitemap: '/sitemap/',
  admin: '/admin/',
  adminDashboard: '/admin/dashboard/',
} as const

export type RouteId = keyof typeof routePaths

/** The path of a registered route: the only way site code should spell an internal URL. */
export function pathTo(id: RouteId): string {
  return routePaths[id]
}

/**
 * The page of a catalogue game (its own page or the generated one). The games schema derives every game's
 * link with this same rule, and data/routes.ts checks the slug exists when it builds the registry.
 */
export function gameLink(slug: string): string {
  return `/games/${slug}/`
}
