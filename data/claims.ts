import { formatInr } from '../lib/format'
import { defineData } from './define'
import { gameBySlug, games } from './games'
import { cheapestPrice } from './plans'
import { webHostingPlans, webHostingStructuredData } from './plans/webHosting'
import { claimsSchema, simulatedFiguresSchema, uiConstantsSchema } from './schemas/claims'
import { site } from './site'
import { simulatedFigures, uiConstants } from './uiSettings'

const webCardPrices = webHostingPlans.map((plan) => plan.price)

/** A place that states a claim: where (route plus section), the value shown there, and its figure if it states one. */
type Place = [where: string, value: string, numeric?: number]

/** A place that shows a price: the rupee amount as printed, and as a number; a missing price (`what`) fails. */
function priced(where: string, price: number | null | undefined, what = where): Place {
  if (price === null || price === undefined) throw new Error(`data/claims.ts: missing ${what}`)
  return [where, formatInr(price), price]
}

const ticketMinutes = site.contact.ticketReplyMinutes

function claim(id: string, label: string, unit: string, places: Place[]) {
  const shown = places.map(([where, value, numeric]) => ({ where, value, ...(numeric !== undefined && { numeric }) }))
  return { id, label, unit, places: shown }
}

// data/uiSettings.ts holds plain values for the browser; the build validates them here.
defineData('data/uiSettings.ts', 'simulatedFigures', simulatedFiguresSchema, simulatedFigures)
defineData('data/uiSettings.ts', 'uiConstants', uiConstantsSchema, uiConstants)

/** Every marketing claim and the value each place shows (pages take them here); the data check flags disagreements. */
export const claims = defineData('data/claims.ts', 'claims', claimsSchema, [
  claim('supportReply', 'Support reply time (tickets; email has its own 24-hour promise)', 'minutes', [
    ['site-wide claim (24/7 support)', 'about 15 minutes on average', ticketMinutes],
    ['home features list', '24/7 support, about 15 minute ticket reply', 15],
    ['/servers/discord-bot support section', 'average wait no more than 15 minutes', 15],
    ['/contact-us support ticket card', `about ${ticketMinutes} minutes`, ticketMinutes],
    ['/faq support-response answer', `about ${ticketMinutes} minutes`, ticketMinutes],
    ['/contact-us email support card', `within ${site.contact.emailResponseHours} hours (email)`],
    ['/faq support-response answer (email)', `within ${site.contact.emailResponseHours} hours (email)`],
  ]),
  claim('backups', 'Automated backups', 'days kept', [
    ['site-wide claim', 'daily, kept 7 days', 7],
    ['/servers/discord-bot feature cards', 'seven days of daily backups', 7],
    ['/faq backups answer', 'every day, kept for 7 days', 7],
    ['/servers/web-hosting Starter plan card', 'weekly backups'],
    ['/games/minecraft plan cards', '2 cloud backups per plan'],
    ['/games/palworld plan cards', '4 to 8 backups per plan'],
  ]),
  claim('uptime', 'Uptime', 'percent', [
    ['site-wide claim', '99.9%', 99.9],
    ['/about-us stats', '99.9% uptime guarantee', 99.9],
    ['/games/minecraft performance stats', 'simulated, 99.8% to 100.0%'],
    ['/servers/discord-bot stats row', 'simulated, about 99.8% to 100%'],
    ['/servers/web-hosting stats row', 'simulated fluctuating percentage'],
  ]),
  claim('locations', 'Server locations', 'locations', [
    ['site-wide claim', '20+ global locations', 20],
    ['home features list', '20 locations', 20],
    ['/games/minecraft features list', '20 locations', 20],
    ['/servers/discord-bot stats row', '20+ global locations', 20],
    ['/faq locations answer', '20+ locations', 20],
    ['/about-us stats', '9 global locations', 9],
  ]),
  claim('ddos', 'DDoS protection', 'Tb/s', [
    ['site-wide claim', 'always on, up to 1.3Tb/s', 1.3],
    ['/faq ddos-protection answer', 'up to 1.3Tb/s', 1.3],
    ['home features list', 'DDoS protection'],
    ['/games hero badge', 'DDoS Protection'],
    ['/servers/discord-bot hero badge and feature card', 'DDoS protection'],
    ['/servers/vds plan cards', 'advanced DDoS protection'],
  ]),
  claim('modpacks', 'Minecraft modpacks', 'modpacks', [
    ['site-wide claim', '2,000+ modpacks', 2000],
    ['/faq modpacks answer', '2,000+ modpacks', 2000],
    ['home features list', 'automated modpack install'],
  ]),
  claim('gamesCount', 'Games supported', 'games', [
    ['site-wide claim', '80+ games', 80],
    ['/games hero badge', '80+ Games', 80],
    ['home features list', 'free game swapping among 80+ games', 80],
    ['/faq switch-games answer', '80+ games', 80],
    ['/games catalogue grid', `${games.length} games listed in the catalogue`],
  ]),
  claim('customers', 'Customers', 'customers', [
    ['/about-us stats', '1,000+ happy customers', 1000],
    ['/about-us timeline (2025)', '3,000+ users', 3000],
  ]),
  claim('setup', 'Setup time', 'seconds', [
    ['site-wide claim', 'instant setup in under 60 seconds', 60],
    ['/faq setup-time answer', 'under 60 seconds', 60],
    ['/servers/discord-bot stats row', 'setup under 30s', 30],
    ['/faq setup-time answer (bots)', 'under 30 seconds for Discord bot hosting', 30],
    ['/games hero badge', 'Instant Setup'],
    ['/servers/discord-bot plan cards', 'instant setup'],
  ]),
  claim('serversHosted', 'Servers hosted', 'servers', [
    ['/about-us stats', '500+ servers hosted', 500],
    ['/about-us timeline (2023)', 'first 100 servers (a milestone, not a total)'],
  ]),
  claim('minecraftStartingPrice', 'Minecraft starting price', 'INR per month', [
    priced('/games catalogue card', gameBySlug('minecraft')?.price, 'Minecraft catalogue price'),
    priced('/games/minecraft cheapest plan card', cheapestPrice('minecraft'), 'cheapest Minecraft plan'),
  ]),
  claim('palworldStartingPrice', 'Palworld starting price', 'INR per month', [
    priced('/games catalogue card', gameBySlug('palworld')?.price, 'Palworld catalogue price'),
    priced('/games/palworld cheapest plan card', cheapestPrice('palworld'), 'cheapest Palworld plan'),
  ]),
  claim('webHostingLowPrice', 'Web hosting lowest price', 'INR per month', [
    priced('/servers/web-hosting plan cards', Math.min(...webCardPrices)),
    priced('/servers/web-hosting structured data (lowPrice)', webHostingStructuredData.lowPrice),
  ]),
  claim('webHostingHighPrice', 'Web hosting highest price', 'INR per month', [
    priced('/servers/web-hosting plan cards', Math.max(...webCardPrices)),
    priced('/servers/web-hosting structured data (highPrice)', webHostingStructuredData.highPrice),
  ]),
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
