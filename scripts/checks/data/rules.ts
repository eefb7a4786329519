/**
 * The data-consistency rules. Each is a pure function of a DataSnapshot (see snapshot.ts) and reports findings
 * that name the module and field to change. Severity: an error fails the build; a warning is a contradiction or
 * placeholder the business has to decide on, reported on every run but not fatal (unless --strict).
 */
import { developmentCredentialSettings } from '../../../components/admin/auth/adminCredentials'
import { formatCount, formatInr } from '../../../lib/format'
import { type DataSnapshot, type Located, MISSING_ALT, pathHasPage, type SnapshotPlan } from './snapshot'

export type Severity = 'error' | 'warning'

export interface Finding {
  ruleId: string
  severity: Severity
  /** The data module to edit, e.g. `data/plans/webHosting.ts`. */
  module: string
  /** The field (or fields) concerned, e.g. `webHostingStructuredData.lowPrice`. */
  field: string
  message: string
}

export interface Rule {
  id: string
  /** Severity of its findings. Only site.placeholder-details raises its own to error (for production builds). */
  severity: Severity
  description: string
  run(snapshot: DataSnapshot): Finding[]
}

function defineRule(
  id: string,
  severity: Severity,
  description: string,
  check: (snapshot: DataSnapshot, report: (at: Located, message: string, severity?: Severity) => void) => void,
): Rule {
  return {
    id,
    severity,
    description,
    run(snapshot) {
      const findings: Finding[] = []
      check(snapshot, (at, message, findingSeverity = severity) =>
        findings.push({ ruleId: id, severity: findingSeverity, module: at.module, field: at.field, message }),
      )
      return findings
    },
  }
}

/* ------------------------------------------------------------------------------------------------
 * Small wording helpers
 * ---------------------------------------------------------------------------------------------- */

/** 'a', 'a and b', 'a, b and c'. */
function inWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/** 'webHostingLoad' -> 'web hosting load'. */
function humanise(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
}

function editDistance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0] as number
    previous[0] = i
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j] as number
      previous[j] = Math.min(above + 1, (previous[j - 1] as number) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1))
      diagonal = above
    }
  }
  return previous[b.length] as number
}

function closest(target: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined
  let bestDistance = Math.max(3, Math.floor(target.length / 4)) + 1
  for (const candidate of candidates) {
    const distance = editDistance(target, candidate)
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  return best
}

function orderablePrices(plans: readonly SnapshotPlan[]): number[] {
  return plans.flatMap((plan) => (plan.orderable && plan.price !== null ? [plan.price] : []))
}

/* ------------------------------------------------------------------------------------------------
 * Prices and structured data
 * ---------------------------------------------------------------------------------------------- */

const structuredDataPrices = defineRule(
  'seo.structured-data-prices',
  'warning',
  "A product page's structured data (AggregateOffer) must show the same lowest and highest price and number of offers as its plan cards.",
  (snapshot, report) => {
    for (const offer of snapshot.structuredOffers) {
      const line = snapshot.planLines.find((candidate) => candidate.key === offer.lineKey)
      const prices = line ? orderablePrices(line.plans) : []
      if (!line || prices.length === 0) {
        report(
          offer,
          `The structured data describes offers for product line '${offer.lineKey}', which has no orderable plans.`,
        )
        continue
      }
      const low = Math.min(...prices)
      const high = Math.max(...prices)
      const differing = [
        offer.lowPrice === low ? '' : 'lowPrice',
        offer.highPrice === high ? '' : 'highPrice',
        offer.offerCount === prices.length ? '' : 'offerCount',
      ].filter(Boolean)
      if (differing.length === 0) continue
      report(
        { module: offer.module, field: differing.map((name) => `${offer.field}.${name}`).join(', ') },
        `The structured data (schema.org AggregateOffer) for ${line.label} says ${formatInr(offer.lowPrice)} to ${formatInr(offer.highPrice)} over ${offer.offerCount} offers, but the plan cards on ${line.path} show ${formatInr(low)} to ${formatInr(high)} over ${prices.length} plans. Search engines expect structured data to match the prices visible on the page and may ignore or distrust markup that does not; make them agree (lowPrice ${low}, highPrice ${high}, offerCount ${prices.length}) or change the cards.`,
      )
    }
  },
)

const cataloguePrices = defineRule(
  'games.from-price',
  'warning',
  'A "from" price on a /games catalogue card must equal the cheapest plan on that game\'s page.',
  (snapshot, report) => {
    for (const game of snapshot.games) {
      if (game.price === undefined) continue
      const at = { module: game.module, field: `${game.field}.price` }
      const line = snapshot.planLines.find((candidate) => candidate.path === game.link)
      const prices = line ? orderablePrices(line.plans) : []
      if (!line || prices.length === 0) {
        report(
          at,
          `The /games catalogue card shows ${game.name} from ${formatInr(game.price)} a month, but ${game.link} has no plans to order at any price. Remove the price from the card, or add plans for the game.`,
        )
        continue
      }
      const cheapest = Math.min(...prices)
      if (game.price === cheapest) continue
      const cheapestPlan = line.plans.find((plan) => plan.orderable && plan.price === cheapest)
      const planName = cheapestPlan ? ` (${cheapestPlan.name}, ${line.module})` : ''
      report(
        at,
        game.price < cheapest
          ? `The /games catalogue card says ${game.name} starts at ${formatInr(game.price)} a month, but the cheapest ${game.name} plan${planName} costs ${formatInr(cheapest)}: a visitor who clicks through cannot buy at the advertised price. Set the catalogue price to ${cheapest} or add a plan at ${formatInr(game.price)}.`
          : `The /games catalogue card says ${game.name} starts at ${formatInr(game.price)} a month, but the cheapest ${game.name} plan${planName} costs only ${formatInr(cheapest)}. Set the catalogue price to ${cheapest}.`,
      )
    }
  },
)

/* ------------------------------------------------------------------------------------------------
 * Claims and the site's double readings
 * ---------------------------------------------------------------------------------------------- */

/**
 * Claims whose numeric readings are allowed to differ, each with the reason. Keep this list short: every entry
 * is a contradiction the check no longer reports.
 */
export const CLAIMS_NOT_COMPARED: Readonly<Record<string, string>> = {
  setup:
    'the Discord bot page promises its own, shorter setup time (spec section 1: under 60 seconds, under 30 on the bot page)',
  minecraftStartingPrice: 'compared with the plans by games.from-price, which names the field to change',
  palworldStartingPrice: 'compared with the plans by games.from-price, which names the field to change',
  webHostingLowPrice: 'compared with the plan cards by seo.structured-data-prices, which names the field to change',
  webHostingHighPrice: 'compared with the plan cards by seo.structured-data-prices, which names the field to change',
}

const conflictingClaims = defineRule(
  'claims.conflicting-values',
  'warning',
  'A claim (locations, customers, uptime ...) must show the same figure everywhere it appears.',
  (snapshot, report) => {
    for (const claim of snapshot.claims) {
      if (claim.id in CLAIMS_NOT_COMPARED) continue
      const byValue = new Map<number, Array<{ where: string; value: string }>>()
      for (const place of claim.places) {
        if (place.numeric === undefined) continue
        const list = byValue.get(place.numeric) ?? []
        list.push(place)
        byValue.set(place.numeric, list)
      }
      if (byValue.size < 2) continue
      const readings = [...byValue.values()].map(
        (places) => `"${places[0]?.value}" (${places.map((place) => place.where).join(', ')})`,
      )
      report(
        { module: claim.module, field: `${claim.field}.places` },
        `${claim.label} is shown with ${byValue.size} different values: ${inWords(readings)}. Visitors can see both; decide which is true and show it everywhere.`,
      )
    }
  },
)

const siteReadings = defineRule(
  'site.conflicting-readings',
  'warning',
  'The site config must not keep two readings of one setting (default theme, copyright year).',
  (snapshot, report) => {
    const { module, defaultTheme, copyrightYear } = snapshot.site
    if (defaultTheme.pages !== defaultTheme.themeMechanism) {
      report(
        { module, field: 'site.defaultTheme.pages, site.defaultTheme.themeMechanism' },
        `Two default themes: the pages say "${defaultTheme.pages}" but the theme mechanism defaults to "${defaultTheme.themeMechanism}". A first-time visitor gets one or the other depending on which code runs; pick one.`,
      )
    }
    if (copyrightYear.footer !== copyrightYear.mobileMenu) {
      report(
        { module, field: 'site.copyrightYear.footer, site.copyrightYear.mobileMenu' },
        `The footer shows © ${copyrightYear.footer} but the mobile menu shows © ${copyrightYear.mobileMenu}. Use one year in both places.`,
      )
    }
  },
)

/* ------------------------------------------------------------------------------------------------
 * Simulated ("live-looking") figures
 * ---------------------------------------------------------------------------------------------- */

const uptimeBelowGuarantee = defineRule(
  'simulated.uptime-below-guarantee',
  'warning',
  'The simulated uptime must never drop below the uptime the site guarantees.',
  (snapshot, report) => {
    const uptime = snapshot.simulatedFigures.figures.uptime
    const claim = snapshot.claims.find((candidate) => candidate.id === 'uptime')
    if (uptime?.min === undefined || !claim) return
    const promises = claim.places.filter((place) => place.numeric !== undefined)
    if (promises.length === 0) return
    const guarantee = Math.max(...promises.map((place) => place.numeric as number))
    if (uptime.min >= guarantee) return
    const where = promises.filter((place) => place.numeric === guarantee).map((place) => place.where)
    report(
      { module: snapshot.simulatedFigures.module, field: `${snapshot.simulatedFigures.field}.uptime.min` },
      `The live-looking uptime figure is drawn between ${uptime.min}% and ${uptime.max ?? 100}%, so visitors can watch it fall to ${uptime.min}%, below the ${guarantee}% uptime guarantee shown at ${inWords(where)} (${claim.module}). Raise the minimum to at least ${guarantee}.`,
    )
  },
)

const floorContradictsShown = defineRule(
  'simulated.floor-contradicts-shown',
  'warning',
  'A simulated figure and the value stated next to it must agree (its floor may not differ from the value shown).',
  (snapshot, report) => {
    const { module, field, figures } = snapshot.simulatedFigures
    for (const [name, figure] of Object.entries(figures)) {
      const { floorMs, shownMs } = figure
      if (floorMs === undefined || shownMs === undefined || floorMs === shownMs) continue
      const label = humanise(name)
      report(
        { module, field: `${field}.${name}.floorMs, ${field}.${name}.shownMs` },
        floorMs > shownMs
          ? `The simulated ${label} never goes below its floor of ${floorMs} ms, yet the page states ${shownMs} ms: the stats row contradicts the live-looking figure beside it. Use one value for both.`
          : `The simulated ${label} can go down to ${floorMs} ms, but the page states ${shownMs} ms: visitors see two different figures for the same measurement. Use one value for both.`,
      )
    }
  },
)

/* ------------------------------------------------------------------------------------------------
 * Routes, sitemaps, metadata and internal links
 * ---------------------------------------------------------------------------------------------- */

const seoVariantWithoutPage = defineRule(
  'seo.variant-without-page',
  'warning',
  'Every path with its own metadata in data/seo.ts must be a page of this site.',
  (snapshot, report) => {
    const paths = new Set(snapshot.routes.map((route) => route.path))
    for (const variant of snapshot.seoVariants) {
      if (paths.has(variant.path)) continue
      report(
        variant,
        `There is metadata for ${variant.path}, but no page of this site has that path (no route in data/routes.ts), so it is never used. Remove it, or register the page.`,
      )
    }
  },
)

const sitemapCoverage = defineRule(
  'routes.sitemap-coverage',
  'error',
  'Every indexable route is listed in the HTML sitemap and sitemap.xml, and nothing else is.',
  (snapshot, report) => {
    for (const route of snapshot.routes) {
      const at = { module: route.module, field: `${route.field}.sitemapGroup` }
      if (route.indexable && route.sitemapGroup === null) {
        report(
          at,
          `${route.name} (${route.path}) is indexable but has no sitemapGroup, so it is missing from the HTML sitemap and from sitemap.xml. Give it a group, or set indexable: false if search engines should not list it.`,
        )
      } else if (!route.indexable && route.sitemapGroup !== null) {
        report(
          at,
          `${route.name} (${route.path}) is listed in the sitemaps (group '${route.sitemapGroup}') but is not indexable, which tells search engines both to list and to ignore it. Remove the group or make it indexable.`,
        )
      }
    }
  },
)

const pageExists = defineRule(
  'routes.page-exists',
  'error',
  'Every registered route (so every sitemap entry) has a page in pages/, and every page has a route.',
  (snapshot, report) => {
    const patterns = snapshot.pagePatterns
    if (patterns === null) return
    for (const route of snapshot.routes) {
      if (pathHasPage(route.path, patterns)) continue
      const listed = route.sitemapGroup === null ? '' : ` and listed in the sitemaps under '${route.sitemapGroup}'`
      report(
        { module: route.module, field: `${route.field}.path` },
        `${route.name} (${route.path}) is registered${listed}, but pages/ has no page for it, so every link to it is dead. Add pages${route.path === '/' ? '/index/' : route.path}+Page.tsx, or remove the route.`,
      )
    }
    const registered = new Set(snapshot.routes.map((route) => route.path))
    for (const pattern of patterns) {
      if (pattern.includes('@') || pattern.endsWith('**') || registered.has(pattern)) continue
      report(
        { module: 'data/routes.ts', field: 'routes' },
        `pages${pattern === '/' ? '/index/' : pattern}+Page.tsx serves ${pattern}, but no route in data/routes.ts has that path, so the page has no title, description, breadcrumb or sitemap entry. Register it.`,
      )
    }
  },
)

const internalTargets = defineRule(
  'links.internal-targets',
  'error',
  'Every internal path in the data (menus, catalogue links, product lines, policies) is a registered route.',
  (snapshot, report) => {
    const paths = snapshot.routes.map((route) => route.path)
    const known = new Set(paths)
    for (const target of snapshot.linkTargets) {
      if (known.has(target.href)) continue
      const suggestion = closest(target.href, paths)
      report(
        target,
        `Links to ${target.href}, which is not a page of this site (no route in data/routes.ts has that path), so the link is dead wherever it is shown.${suggestion ? ` Did you mean ${suggestion}?` : ''}`,
      )
    }
  },
)

/* ------------------------------------------------------------------------------------------------
 * Plans
 * ---------------------------------------------------------------------------------------------- */

const duplicateInLine = defineRule(
  'plans.duplicate-in-line',
  'error',
  'Plan names, ids and product ids are unique within a product line.',
  (snapshot, report) => {
    const keys = [
      { key: 'name', what: 'name', value: (plan: SnapshotPlan) => plan.name.trim().toLowerCase() },
      { key: 'id', what: 'id', value: (plan: SnapshotPlan) => plan.id },
      { key: 'pid', what: 'product id', value: (plan: SnapshotPlan) => plan.pid },
    ] as const
    for (const line of snapshot.planLines) {
      for (const { key, what, value } of keys) {
        const first = new Map<unknown, SnapshotPlan>()
        for (const plan of line.plans) {
          const current = value(plan)
          if (current === null) continue
          const earlier = first.get(current)
          if (!earlier) {
            first.set(current, plan)
            continue
          }
          report(
            { module: line.module, field: `${plan.field}.${key}` },
            `${plan.field} has the same ${what} (${JSON.stringify(plan[key])}) as ${earlier.field}. Every ${line.label} plan needs its own ${what}${key === 'pid' ? ': with a shared product id both order buttons sell the same product' : ''}.`,
          )
        }
      }
    }
  },
)

const sharedProductId = defineRule(
  'plans.shared-product-id',
  'warning',
  'A billing product id belongs to one plan of one product line.',
  (snapshot, report) => {
    const byPid = new Map<number, Array<{ line: (typeof snapshot.planLines)[number]; plan: SnapshotPlan }>>()
    for (const line of snapshot.planLines) {
      for (const plan of line.plans) {
        if (plan.pid === null) continue
        const users = byPid.get(plan.pid) ?? []
        if (!users.some((user) => user.line.key === line.key)) users.push({ line, plan })
        byPid.set(plan.pid, users)
      }
    }
    for (const [pid, users] of byPid) {
      if (users.length < 2) continue
      const [first] = users as [(typeof users)[number]]
      const names = users.map(({ line, plan }) => `${line.label} "${plan.name}" (${line.module} ${plan.field})`)
      report(
        { module: first.line.module, field: `${first.plan.field}.pid` },
        `Product id ${pid} is used by ${inWords(names)}. The billing site has one product per id, so these order buttons put the same product in the cart and at least one of them sells the wrong thing. Check the real product ids in the billing admin.`,
      )
    }
  },
)

const popularNotOrderable = defineRule(
  'plans.popular-not-orderable',
  'error',
  'The "popular" badge only goes on a plan that exists as an orderable offer (with a price and an order link).',
  (snapshot, report) => {
    for (const line of snapshot.planLines) {
      for (const plan of line.plans) {
        if (!plan.popular || (plan.orderable && plan.price !== null)) continue
        report(
          { module: line.module, field: `${plan.field}.popular` },
          `${plan.name} is marked popular, but no such plan can be ordered (it has no price or order link), so ${line.path} would highlight an offer nobody can buy. Remove the flag or put it on an orderable plan.`,
        )
      }
    }
  },
)

const priceRisesWithResources = defineRule(
  'plans.price-rises-with-resources',
  'error',
  'Inside one product line, a plan that gives more of everything costs more.',
  (snapshot, report) => {
    for (const line of snapshot.planLines) {
      const priced = line.plans.filter((plan) => plan.orderable && plan.price !== null)
      for (const bigger of priced) {
        const cheaperSmaller: string[] = []
        for (const smaller of priced) {
          if (smaller === bigger) continue
          const units = Object.keys(bigger.resources).filter((unit) => unit in smaller.resources)
          if (units.length === 0) continue
          const at = (plan: SnapshotPlan, unit: string) => plan.resources[unit] as number
          const dominates =
            units.every((unit) => at(bigger, unit) >= at(smaller, unit)) &&
            units.some((unit) => at(bigger, unit) > at(smaller, unit))
          if (!dominates || (bigger.price as number) > (smaller.price as number)) continue
          const more = units
            .filter((unit) => at(bigger, unit) > at(smaller, unit))
            .map((unit) => `${formatCount(at(bigger, unit))} vs ${formatCount(at(smaller, unit))} ${unit}`)
          cheaperSmaller.push(`${smaller.name} at ${formatInr(smaller.price as number)} (${more.join(', ')})`)
        }
        if (cheaperSmaller.length === 0) continue
        report(
          { module: line.module, field: `${bigger.field}.price` },
          `${bigger.name} costs ${formatInr(bigger.price as number)} but gives more than ${inWords(cheaperSmaller)}, for no more money. Prices should rise with resources inside one product line; check these prices.`,
        )
      }
    }
  },
)

/* ------------------------------------------------------------------------------------------------
 * Images
 * ---------------------------------------------------------------------------------------------- */

const GENERIC_ALT = new Set([
  'alt',
  'banner',
  'graphic',
  'icon',
  'image',
  'img',
  'logo',
  'photo',
  'picture',
  'placeholder',
  'screenshot',
  'thumbnail',
  'untitled',
])

const altText = defineRule(
  'images.alt-text',
  'error',
  'Every image shown as content has alt text that describes it ("" only for a decorative image).',
  (snapshot, report) => {
    for (const image of snapshot.images) {
      if (image.altField === null || image.alt === null || image.alt === '') continue
      const at = { module: image.module, field: image.altField }
      if (image.alt === MISSING_ALT || image.alt.trim() === '') {
        report(
          at,
          `The image ${image.src} has no alt text. Describe what it shows, or use "" if it is purely decorative.`,
        )
        continue
      }
      const normalised = image.alt.trim().toLowerCase()
      const fileName = image.src.split('/').pop()?.toLowerCase() ?? ''
      if (GENERIC_ALT.has(normalised) || normalised === fileName || normalised === fileName.replace(/\.[^.]+$/, '')) {
        report(
          at,
          `The alt text "${image.alt}" of ${image.src} does not describe the image. Say what it shows (for example what the plan icon depicts), or use "" if it is purely decorative.`,
        )
      }
    }
  },
)

const imageFiles = defineRule(
  'images.file-exists',
  'error',
  'Every image path in the data is a file in public/.',
  (snapshot, report) => {
    if (snapshot.publicFiles === null) return
    const files = new Set(snapshot.publicFiles)
    for (const image of snapshot.images) {
      if (files.has(image.src)) continue
      report(
        { module: image.module, field: image.field },
        `${image.src} is not in public/, so the image is broken wherever it is shown. Add public${image.src}, or fix the path.`,
      )
    }
  },
)

/* ------------------------------------------------------------------------------------------------
 * Placeholder site details
 * ---------------------------------------------------------------------------------------------- */

/** Hosts reserved for examples and tests (RFC 2606, RFC 6761) and this machine. */
function isPlaceholderHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '').replace(/:\d+$/, '')
  return (
    /(^|\.)example\.(com|net|org)$/.test(name) ||
    /(^|\.)(example|test|invalid|localhost)$/.test(name) ||
    name === 'localhost' ||
    /^127\./.test(name) ||
    name === '[::1]' ||
    name === '0.0.0.0'
  )
}

/** The host of a web address or the domain of an email address; undefined for other text. */
function hostOf(text: string): string | undefined {
  if (/^https?:\/\//i.test(text)) {
    try {
      return new URL(text).host
    } catch {
      return undefined
    }
  }
  const email = /^(?:mailto:)?[^@\s/:]+@([^@\s/]+)$/i.exec(text)
  return email?.[1]
}

/** '+91 00000 00000', '+910000000000', '9999999999', '1234567890': digits that cannot be a real number. */
function isPlaceholderPhone(text: string): boolean {
  const digits = text.replace(/\D/g, '')
  if (digits.length < 8 || !/^[+\d\s().-]+$/.test(text.trim())) return false
  const national = digits.length > 10 ? digits.slice(-10) : digits
  return /^(\d)\1+$/.test(national) || national === '1234567890' || national === '0123456789'
}

const PLACEHOLDER_WORDING = /\b(example|sample|placeholder|lorem ipsum|dummy|tbd|todo)\b/i

/** Production means SITE_URL names a real public domain (not example.com, .test, localhost). */
export function isProductionSiteUrl(siteUrl: string | null): boolean {
  if (siteUrl === null) return false
  try {
    return !isPlaceholderHost(new URL(siteUrl).host)
  } catch {
    return false
  }
}

const placeholders = defineRule(
  'site.placeholder-details',
  'warning',
  'No example.com addresses, placeholder phone numbers or example wording in the site details; an error when SITE_URL is a real domain (a production build).',
  (snapshot, report) => {
    const production = isProductionSiteUrl(snapshot.siteUrlSetting)
    const severity: Severity = production ? 'error' : 'warning'
    const advice = production
      ? `SITE_URL is ${snapshot.siteUrlSetting}, so this is a production build: replace them before publishing.`
      : "Fine for a preview; replace them with the business's real details before launch (a build with SITE_URL set to a real domain fails on this)."
    const { module, texts } = snapshot.site
    const domains: string[] = []
    const phones: string[] = []
    const wording: string[] = []
    for (const [field, text] of Object.entries(texts)) {
      const host = hostOf(text)
      if (host !== undefined) {
        if (isPlaceholderHost(host)) domains.push(field)
      } else if (isPlaceholderPhone(text)) {
        phones.push(field)
      } else if (PLACEHOLDER_WORDING.test(text)) {
        wording.push(field)
      }
    }
    const quoted = (fields: string[]) => fields.map((field) => `${field} ${JSON.stringify(texts[field])}`)
    if (domains.length > 0) {
      report(
        { module, field: domains.join(', ') },
        `${domains.length === 1 ? 'An address is' : `${domains.length} addresses are`} still on example domains: ${inWords(quoted(domains))}. ${advice}`,
        severity,
      )
    }
    if (phones.length > 0) {
      report(
        { module, field: phones.join(', ') },
        `The phone number is a placeholder: ${inWords(quoted(phones))}. ${advice}`,
        severity,
      )
    }
    if (wording.length > 0) {
      report(
        { module, field: wording.join(', ') },
        `Legal and contact details still read like placeholders: ${inWords(quoted(wording))}. ${advice}`,
        severity,
      )
    }
  },
)

const developmentAdmin = defineRule(
  'admin.development-credentials',
  'error',
  'A production build (SITE_URL a real domain) must not ship the documented development admin email or password hash.',
  (snapshot, report) => {
    if (!isProductionSiteUrl(snapshot.siteUrlSetting)) return
    const settings = developmentCredentialSettings(snapshot.adminSignIn)
    if (settings.length === 0) return
    report(
      { module: 'components/admin/auth/adminCredentials.ts', field: settings.join(', ') },
      `SITE_URL is ${snapshot.siteUrlSetting}, so this is a production build, but the admin sign-in is still the development ${inWords(settings)} documented in README.md ("Admin area"): anyone who has read the README can sign in. Build with your own ADMIN_EMAIL and ADMIN_PASSWORD_HASH (make the hash with npm run admin:hash).`,
    )
  },
)

/** Every rule, in report order. */
export const rules: readonly Rule[] = [
  structuredDataPrices,
  conflictingClaims,
  siteReadings,
  cataloguePrices,
  uptimeBelowGuarantee,
  floorContradictsShown,
  seoVariantWithoutPage,
  sitemapCoverage,
  pageExists,
  internalTargets,
  duplicateInLine,
  sharedProductId,
  popularNotOrderable,
  priceRisesWithResources,
  altText,
  imageFiles,
  placeholders,
  developmentAdmin,
]

export function ruleById(id: string): Rule {
  const rule = rules.find((candidate) => candidate.id === id)
  if (!rule) throw new Error(`no data-check rule with id ${id}`)
  return rule
}

/** Runs every rule; `strict` turns warnings into errors. */
export function runRules(snapshot: DataSnapshot, options: { strict?: boolean } = {}): Finding[] {
  const findings = rules.flatMap((rule) => rule.run(snapshot))
  return options.strict ? findings.map((finding) => ({ ...finding, severity: 'error' as const })) : findings
}
