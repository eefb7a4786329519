// Every page's path, ending in a slash (no redirect); apart from data/routes.ts, so a link ships no page's text.
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

/** The page of a catalogue game (its own page or the generated one); the games schema checks each link follows it. */
export function gameLink(slug: string): string {
  return `/games/${slug}/`
}
