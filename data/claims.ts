import { formatInr } from '../lib/format'
import { defineData } from './define'
import { gameBySlug, games } from './games'
import { cheapestPrice } from './plans'
import { webHostingPlans, webHostingStructuredData } from './plans/webHosting'
import { claimsSchema, simulatedFiguresSchema, uiConstantsSchema } from './schemas/claims'
import { site } from './site'
import { simulatedFigures, uiConstants } from './uiSettings'

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`data/claims.ts: missing ${what}`)
  return value
}

const minecraftCataloguePrice = required(gameBySlug('minecraft')?.price, 'Minecraft catalogue price')
const palworldCataloguePrice = required(gameBySlug('palworld')?.price, 'Palworld catalogue price')
const minecraftPlanFrom = required(cheapestPrice('minecraft'), 'cheapest Minecraft plan')
const palworldPlanFrom = required(cheapestPrice('palworld'), 'cheapest Palworld plan')
const webCardPrices = webHostingPlans.map((plan) => plan.price)

/** A place that shows a price: the rupee amount as printed, and as a number. */
const priced = (where: string, price: number) => ({ where, value: formatInr(price), numeric: price })

/** A place that states the ticket reply time from the site facts. */
const ticketReply = (where: string) => ({
  where,
  value: `about ${site.contact.ticketReplyMinutes} minutes`,
  numeric: site.contact.ticketReplyMinutes,
})

// data/uiSettings.ts holds plain values for the browser; the build validates them here.
defineData('data/uiSettings.ts', 'simulatedFigures', simulatedFiguresSchema, simulatedFigures)
defineData('data/uiSettings.ts', 'uiConstants', uiConstantsSchema, uiConstants)

/**
 * Every marketing claim, with every place it appears and the value shown there. Where the business's own
 * figures disagree (locations 20+ vs 9, customers 1,000+ vs 3,000+, catalogue "from" prices vs
 * the cheapest plan, web hosting card prices vs structured data) both readings are listed, so the data check
 * can flag them and the business can decide. Pages should take their figures from here.
 */
export const claims = defineData('data/claims.ts', 'claims', claimsSchema, [
  {
    id: 'supportReply',
    label: 'Support reply time (tickets; email has its own 24-hour promise)',
    unit: 'minutes',
    places: [
      {
        where: 'site-wide claim (24/7 support)',
        value: 'about 15 minutes on average',
        numeric: site.contact.ticketReplyMinutes,
      },
      { where: 'home features list', value: '24/7 support, about 15 minute ticket reply', numeric: 15 },
      { where: '/servers/discord-bot support section', value: 'average wait no more than 15 minutes', numeric: 15 },
      ticketReply('/contact-us support ticket card'),
      ticketReply('/faq support-response answer'),
      { where: '/contact-us email support card', value: `within ${site.contact.emailResponseHours} hours (email)` },
      {
        where: '/faq support-response answer (email)',
        value: `within ${site.contact.emailResponseHours} hours (email)`,
      },
    ],
  },
  {
    id: 'backups',
    label: 'Automated backups',
    unit: 'days kept',
    places: [
      { where: 'site-wide claim', value: 'daily, kept 7 days', numeric: 7 },
      { where: '/servers/discord-bot feature cards', value: 'seven days of daily backups', numeric: 7 },
      { where: '/faq backups answer', value: 'every day, kept for 7 days', numeric: 7 },
      { where: '/servers/web-hosting Starter plan card', value: 'weekly backups' },
      { where: '/games/minecraft plan cards', value: '2 cloud backups per plan' },
      { where: '/games/palworld plan cards', value: '4 to 8 backups per plan' },
    ],
  },
  {
    id: 'uptime',
    label: 'Uptime',
    unit: 'percent',
    places: [
      { where: 'site-wide claim', value: '99.9%', numeric: 99.9 },
      { where: '/about-us stats', value: '99.9% uptime guarantee', numeric: 99.9 },
      { where: '/games/minecraft performance stats', value: 'simulated, 99.8% to 100.0%' },
      { where: '/servers/discord-bot stats row', value: 'simulated, about 99.8% to 100%' },
      { where: '/servers/web-hosting stats row', value: 'simulated fluctuating percentage' },
    ],
  },
  {
    id: 'locations',
    label: 'Server locations',
    unit: 'locations',
    places: [
      { where: 'site-wide claim', value: '20+ global locations', numeric: 20 },
      { where: 'home features list', value: '20 locations', numeric: 20 },
      { where: '/games/minecraft features list', value: '20 locations', numeric: 20 },
      { where: '/servers/discord-bot stats row', value: '20+ global locations', numeric: 20 },
      { where: '/faq locations answer', value: '20+ locations', numeric: 20 },
      { where: '/about-us stats', value: '9 global locations', numeric: 9 },
    ],
  },
  {
    id: 'ddos',
    label: 'DDoS protection',
    unit: 'Tb/s',
    places: [
      { where: 'site-wide claim', value: 'always on, up to 1.3Tb/s', numeric: 1.3 },
      { where: '/faq ddos-protection answer', value: 'up to 1.3Tb/s', numeric: 1.3 },
      { where: 'home features list', value: 'DDoS protection' },
      { where: '/games hero badge', value: 'DDoS Protection' },
      { where: '/servers/discord-bot hero badge and feature card', value: 'DDoS protection' },
      { where: '/servers/vds plan cards', value: 'advanced DDoS protection' },
    ],
  },
  {
    id: 'modpacks',
    label: 'Minecraft modpacks',
    unit: 'modpacks',
    places: [
      { where: 'site-wide claim', value: '2,000+ modpacks', numeric: 2000 },
      { where: '/faq modpacks answer', value: '2,000+ modpacks', numeric: 2000 },
      { where: 'home features list', value: 'automated modpack install' },
    ],
  },
  {
    id: 'gamesCount',
    label: 'Games supported',
    unit: 'games',
    places: [
      { where: 'site-wide claim', value: '80+ games', numeric: 80 },
      { where: '/games hero badge', value: '80+ Games', numeric: 80 },
      { where: 'home features list', value: 'free game swapping among 80+ games', numeric: 80 },
      { where: '/faq switch-games answer', value: '80+ games', numeric: 80 },
      { where: '/games catalogue grid', value: `${games.length} games listed in the catalogue` },
    ],
  },
  {
    id: 'customers',
    label: 'Customers',
    unit: 'customers',
    places: [
      { where: '/about-us stats', value: '1,000+ happy customers', numeric: 1000 },
      { where: '/about-us timeline (2025)', value: '3,000+ users', numeric: 3000 },
    ],
  },
  {
    id: 'setup',
    label: 'Setup time',
    unit: 'seconds',
    places: [
      { where: 'site-wide claim', value: 'instant setup in under 60 seconds', numeric: 60 },
      { where: '/faq setup-time answer', value: 'under 60 seconds', numeric: 60 },
      { where: '/servers/discord-bot stats row', value: 'setup under 30s', numeric: 30 },
      { where: '/faq setup-time answer (bots)', value: 'under 30 seconds for Discord bot hosting', numeric: 30 },
      { where: '/games hero badge', value: 'Instant Setup' },
      { where: '/servers/discord-bot plan cards', value: 'instant setup' },
    ],
  },
  {
    id: 'serversHosted',
    label: 'Servers hosted',
    unit: 'servers',
    places: [
      { where: '/about-us stats', value: '500+ servers hosted', numeric: 500 },
      { where: '/about-us timeline (2023)', value: 'first 100 servers (a milestone, not a total)' },
    ],
  },
  {
    id: 'minecraftStartingPrice',
    label: 'Minecraft starting price',
    unit: 'INR per month',
    places: [
      priced('/games catalogue card', minecraftCataloguePrice),
      priced('/games/minecraft cheapest plan card', minecraftPlanFrom),
    ],
  },
  {
    id: 'palworldStartingPrice',
    label: 'Palworld starting price',
    unit: 'INR per month',
    places: [
      priced('/games catalogue card', palworldCataloguePrice),
      priced('/games/palworld cheapest plan card', palworldPlanFrom),
    ],
  },
  {
    id: 'webHostingLowPrice',
    label: 'Web hosting lowest price',
    unit: 'INR per month',
    places: [
      priced('/servers/web-hosting plan cards', Math.min(...webCardPrices)),
      priced('/servers/web-hosting structured data (lowPrice)', webHostingStructuredData.lowPrice),
    ],
  },
  {
    id: 'webHostingHighPrice',
    label: 'Web hosting highest price',
    unit: 'INR per month',
    places: [
      priced('/servers/web-hosting plan cards', Math.max(...webCardPrices)),
      priced('/servers/web-hosting structured data (highPrice)', webHostingStructuredData.highPrice),
    ],
  },
])

/** Every claim's shown value by place, for content placeholders: `{{ claims.ddos['site-wide claim'] }}`. */
export const claimsByPlace = Object.fromEntries(
  claims.map((claim) => [claim.id, Object.fromEntries(claim.places.map((place) => [place.where, place.value]))]),
)

/** The value a claim shows at one named place; throws for an unknown claim or place, so a typo fails the build. */
export function claimShown(id: string, where: string): string {
  const shown = claimsByPlace[id]?.[where]
  if (shown === undefined) throw new Error(`data/claims.ts: claim ${id} lists no place '${where}'`)
  return shown
}
