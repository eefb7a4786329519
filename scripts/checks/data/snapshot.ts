import { join } from 'node:path'
import { listFiles } from '../../fileList'

/** Where a value lives: `data/plans/minecraft.ts` and `minecraftPlans[2] (Jungle).price`. */
export interface Located {
  module: string
  field: string
}

export interface SnapshotSite {
  module: string
  /** Every text value of the site config by field path (`site.contact.supportEmail`), for placeholder checks. */
  texts: Record<string, string>
  /** The spec's two readings of the default theme. */
  defaultTheme: { pages: string; themeMechanism: string }
  /** The spec's two copyright years. */
  copyrightYear: { footer: number; mobileMenu: number }
}

export interface SnapshotRoute extends Located {
  id: string
  path: string
  name: string
  indexable: boolean
  /** Group of the HTML sitemap; a route with a group is also listed in sitemap.xml. */
  sitemapGroup: string | null
}

export interface SnapshotPlan {
  /** `minecraftPlans[2] (Jungle)`; the module is the line's. */
  field: string
  id: string
  name: string
  /** Rupees per month; null where the plan has no price (coming soon). */
  price: number | null
  /** Billing product id; null where the plan cannot be ordered. */
  pid: number | null
  orderable: boolean
  popular: boolean
  /** What the customer gets, by unit: `{ 'GB RAM': 6, 'GB SSD': 24, cores: 2 }`. More should never cost less. */
  resources: Record<string, number>
}

export interface SnapshotPlanLine {
  /** Product line key, e.g. `minecraft`. */
  key: string
  /** How visitors know the line: `Minecraft server hosting`. */
  label: string
  module: string
  /** The page that shows the line's plans. */
  path: string
  plans: SnapshotPlan[]
}

/** A schema.org AggregateOffer that must agree with a line's plan cards. */
export interface SnapshotStructuredOffer extends Located {
  lineKey: string
  lowPrice: number
  highPrice: number
  offerCount: number
}

export interface SnapshotGame extends Located {
  name: string
  slug: string
  link: string
  /** The catalogue's "from" price, where the card shows one. */
  price?: number
}

export interface SnapshotClaim extends Located {
  id: string
  label: string
  unit: string
  places: Array<{ where: string; value: string; numeric?: number }>
}

export interface SnapshotImage {
  module: string
  /** Field holding the image path. */
  field: string
  src: string
  /** Field holding the alt text; null when the data has none because the image is decorative by design. */
  altField: string | null
  alt: string | null
}

export interface DataSnapshot {
  /** SITE_URL for this run; null when unset (a preview build on the example.com origin). */
  siteUrlSetting: string | null
  /** The admin sign-in this build ships (ADMIN_EMAIL / ADMIN_PASSWORD_HASH, else the development defaults). */
  adminSignIn: { email: string; passwordHash: string }
  site: SnapshotSite
  routes: SnapshotRoute[]
  /**
   * URL patterns that have a Vike page, from the pages/ folder: `/about-us`, `/games/@slug` (any one segment),
   * `/admin/**` (a custom +route.ts: the folder and everything below). Null skips the page checks.
   */
  pagePatterns: string[] | null
  /** Paths that have their own metadata in data/seo.ts. */
  seoVariants: Array<Located & { path: string }>
  /** Internal paths named anywhere in the data (menus, catalogue links, product lines, policies). */
  linkTargets: Array<Located & { href: string }>
  planLines: SnapshotPlanLine[]
  structuredOffers: SnapshotStructuredOffer[]
  games: SnapshotGame[]
  claims: SnapshotClaim[]
  /** The live-looking figures, by name: `{ botResponse: { floorMs: 35, shownMs: 50 } }`. */
  simulatedFigures: Located & { figures: Record<string, Record<string, number>> }
  images: SnapshotImage[]
  /** Files under public/ (`/images/games/minecraft.svg`); null skips the file check. */
  publicFiles: string[] | null
}

/* ------------------------------------------------------------------------------------------------
 * Building the snapshot from the real modules
 * ---------------------------------------------------------------------------------------------- */

const ROOT = new URL('../../../', import.meta.url).pathname

/** Keys whose string value is an internal link target when it looks like a path. */
const LINK_KEYS = new Set(['href', 'link', 'path', 'to'])
const INTERNAL_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/
/** Same rule as `publicAsset` in data/schemas/common.ts. */
const PUBLIC_ASSET = /^\/[\w./-]+\.(?:svg|png|jpe?g|webp|avif|ico)$/
/** Modules that define paths rather than link to them. */
const NOT_LINKING = new Set(['data/routes.ts', 'data/seo.ts'])

async function listFilesOrNone(dir: string): Promise<string[]> {
  try {
    return await listFiles(dir)
  } catch {
    return []
  }
}

/**
 * URL patterns served by the Vike pages in `pagesDir`, following Vike's filesystem routing: the folder path is
 * the URL, `index` and `(group)` folders add nothing, `@param` matches one segment, `_error` is not a route, and a
 * folder with its own +route file is taken to serve itself and everything below it.
 */
export async function vikePagePatterns(pagesDir: string): Promise<string[]> {
  const files = await listFilesOrNone(pagesDir)
  const folders = new Map<string, { page: boolean; route: boolean }>()
  for (const file of files) {
    const slash = file.lastIndexOf('/')
    const folder = slash === -1 ? '' : file.slice(0, slash)
    const name = file.slice(slash + 1)
    const entry = folders.get(folder) ?? { page: false, route: false }
    if (/^\+Page\.[jt]sx?$/.test(name)) entry.page = true
    if (/^\+route\.[jt]sx?$/.test(name)) entry.route = true
    folders.set(folder, entry)
  }
  const patterns: string[] = []
  for (const [folder, entry] of folders) {
    if (!entry.page) continue
    const segments = folder.split('/').filter((segment) => segment !== '')
    if (segments.some((segment) => segment.startsWith('_'))) continue
    const urlSegments = segments.filter(
      (segment) => segment !== 'index' && segment !== 'pages' && segment !== 'src' && !/^\(.*\)$/.test(segment),
    )
    // In the site's URL form (data/routePaths.ts): a page folder is addressed with a trailing slash.
    const path = urlSegments.length === 0 ? '/' : `/${urlSegments.join('/')}/`
    patterns.push(entry.route ? `${path}**` : path)
  }
  return patterns.sort()
}

/** Whether a URL path is served by one of the page patterns. */
export function pathHasPage(path: string, patterns: readonly string[]): boolean {
  const segments = path.split('/').filter(Boolean)
  return patterns.some((pattern) => {
    const patternSegments = pattern.split('/').filter(Boolean)
    if (patternSegments.at(-1) === '**') {
      const prefix = patternSegments.slice(0, -1)
      return prefix.length <= segments.length && prefix.every((part, index) => part === segments[index])
    }
    return (
      patternSegments.length === segments.length &&
      patternSegments.every((part, index) => part.startsWith('@') || part === segments[index])
    )
  })
}

/** Stands for the alt text of an image object that has no `alt` text at all. */
export const MISSING_ALT = '\u0000missing'

type FieldFormatter = (exportName: string, value: unknown, path: readonly PropertyKey[]) => string

/**
 * Walks one export of a data module for internal link targets and image paths. An object already walked (a list
 * that reuses the items of another, like featuredGames) is not walked again.
 */
function collectFromExport(
  module: string,
  exportName: string,
  value: unknown,
  format: FieldFormatter,
  seen: WeakSet<object>,
  out: { linkTargets: DataSnapshot['linkTargets']; images: SnapshotImage[] },
): void {
  const visit = (node: unknown, path: PropertyKey[], depth: number) => {
    if (typeof node !== 'object' || node === null || depth > 12) return
    if (seen.has(node)) return
    seen.add(node)
    const entries: Array<[PropertyKey, unknown]> = Array.isArray(node)
      ? node.map((item, index) => [index, item])
      : Object.entries(node)
    for (const [key, child] of entries) {
      if (typeof child === 'string') {
        if (typeof key === 'string' && LINK_KEYS.has(key) && INTERNAL_PATH.test(child) && !NOT_LINKING.has(module)) {
          out.linkTargets.push({ module, field: format(exportName, value, [...path, key]), href: child })
        }
        if (PUBLIC_ASSET.test(child)) {
          // `{ src, alt }` must carry alt text; `{ image, imageAlt }` (or img/imgAlt) carries it where the
          // component shows the image as content. An image with no alt field at all is decorative by design.
          const record = node as Record<string, unknown>
          const altKey =
            key === 'src' ? 'alt' : [`${String(key)}Alt`, 'imgAlt', 'imageAlt'].find((name) => name in record)
          const altValue = altKey === undefined ? null : record[altKey]
          out.images.push({
            module,
            field: format(exportName, value, [...path, key]),
            src: child,
            altField: altKey === undefined ? null : format(exportName, value, [...path, altKey]),
            alt: altKey === undefined ? null : typeof altValue === 'string' ? altValue : MISSING_ALT,
          })
        }
      } else {
        visit(child, [...path, key], depth + 1)
      }
    }
  }
  visit(value, [], 0)
}

/** Flattens the site config into `site.a.b` -> text, for placeholder checks. */
function siteTexts(value: unknown, prefix: string, out: Record<string, string>): void {
  if (typeof value === 'string') out[prefix] = value
  else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value)) siteTexts(child, `${prefix}.${key}`, out)
}

/**
 * Imports every data module and builds the snapshot. A module that fails its schema throws the
 * DataValidationError from data/define.ts, which names module, item and field; the caller reports it.
 */
export async function buildDataSnapshot(root: string = ROOT): Promise<DataSnapshot> {
  const { formatIssuePath } = await import('../../../data/define')
  const { site } = await import('../../../data/site')
  const { routeList, routes } = await import('../../../data/routes')
  const { seoVariants } = await import('../../../data/seo')
  const { games } = await import('../../../data/games')
  const { claims } = await import('../../../data/claims')
  const { simulatedFigures } = await import('../../../data/uiSettings')
  const { productLines } = await import('../../../data/plans/index')
  const { minecraftPlans } = await import('../../../data/plans/minecraft')
  const { palworldPlans } = await import('../../../data/plans/palworld')
  const { ryzenVpsPlans } = await import('../../../data/plans/vpsRyzen')
  const { intelVpsPlans } = await import('../../../data/plans/vpsIntel')
  const { webHostingPlans, webHostingStructuredData } = await import('../../../data/plans/webHosting')
  const { discordBotPlans } = await import('../../../data/plans/discordBot')
  const { vdsPlans } = await import('../../../data/plans/vds')
  const { adminCredentials } = await import('../../../components/admin/auth/adminCredentials')

  const format: FieldFormatter = formatIssuePath

  const texts: Record<string, string> = {}
  siteTexts(site, 'site', texts)

  const staticIds = new Set(Object.keys(routes))
  const snapshotRoutes: SnapshotRoute[] = routeList.map((route, index) => ({
    module: 'data/routes.ts',
    field: staticIds.has(route.id) ? `routes.${route.id}` : `routeList[${index}] (${route.id})`,
    id: route.id,
    path: route.path,
    name: route.name,
    indexable: route.indexable,
    sitemapGroup: route.sitemapGroup,
  }))

  const line = <Plan extends { id: string; name: string }>(
    key: keyof typeof productLines,
    module: string,
    exportName: string,
    plans: readonly Plan[],
    details: (plan: Plan) => Omit<SnapshotPlan, 'field' | 'id' | 'name'>,
  ): SnapshotPlanLine => ({
    key,
    label: productLines[key].productName,
    module,
    path: productLines[key].path,
    plans: plans.map((plan, index) => ({
      field: format(exportName, plans, [index]),
      id: plan.id,
      name: plan.name,
      ...details(plan),
    })),
  })

  const planLines: SnapshotPlanLine[] = [
    line('minecraft', 'data/plans/minecraft.ts', 'minecraftPlans', minecraftPlans, (plan) => ({
      price: plan.price,
      pid: plan.pid,
      orderable: true,
      popular: plan.popular,
      resources: { 'GB RAM': plan.ramGb, 'GB SSD': plan.ssdGb, cores: plan.cpuCores },
    })),
    line('palworld', 'data/plans/palworld.ts', 'palworldPlans', palworldPlans, (plan) => ({
      price: plan.price,
      pid: plan.pid,
      orderable: true,
      popular: plan.popular,
      resources: { 'GB RAM': plan.ramGb, 'GB SSD': plan.ssdGb, cores: plan.cpuCores, backups: plan.backups },
    })),
    line('vpsRyzen', 'data/plans/vpsRyzen.ts', 'ryzenVpsPlans', ryzenVpsPlans, (plan) => ({
      price: plan.monthlyPrice,
      pid: plan.pid,
      orderable: true,
      popular: plan.popular,
      resources: {
        'GB RAM': plan.ramGb,
        vCores: plan.vcores,
        ...(plan.storageGb ? { 'GB storage': plan.storageGb } : {}),
      },
    })),
    line('vpsIntel', 'data/plans/vpsIntel.ts', 'intelVpsPlans', intelVpsPlans, (plan) => ({
      price: plan.monthlyPrice,
      pid: plan.pid,
      orderable: true,
      popular: plan.popular,
      resources: {
        'GB RAM': plan.ramGb,
        vCPU: plan.vcores,
        'GB storage': plan.storageGb,
        'TB bandwidth': plan.bandwidthTb,
      },
    })),
    line('webHosting', 'data/plans/webHosting.ts', 'webHostingPlans', webHostingPlans, (plan) => ({
      price: plan.price,
      pid: plan.pid,
      orderable: true,
      popular: plan.popular,
      resources: {
        'cPanel accounts': plan.accounts,
        'MB storage': plan.storageMb,
        'GB RAM': plan.ramGb,
        'GB bandwidth': plan.bandwidthGb,
      },
    })),
    line('discordBot', 'data/plans/discordBot.ts', 'discordBotPlans', discordBotPlans, (plan) => ({
      price: plan.price,
      pid: plan.pid,
      orderable: true,
      popular: plan.popular,
      resources: { 'GB storage': plan.storageGb, 'GB RAM': plan.ramGb },
    })),
    line('vds', 'data/plans/vds.ts', 'vdsPlans', vdsPlans, (plan) => ({
      price: null,
      pid: null,
      orderable: false,
      popular: false,
      resources: { 'dedicated cores': plan.dedicatedCores, 'GB RAM': plan.ramGb, 'GB storage': plan.storageGb },
    })),
  ]

  // Link targets and images, from every data module (a new module is covered without touching this script).
  const linkTargets: DataSnapshot['linkTargets'] = []
  const images: SnapshotImage[] = []
  const seen = new WeakSet<object>()
  const moduleFiles = (await listFilesOrNone(join(root, 'data'))).filter(
    (file) => file.endsWith('.ts') && !file.startsWith('schemas/') && file !== 'define.ts',
  )
  for (const file of moduleFiles) {
    const module = `data/${file}`
    const namespace = (await import(join(root, module))) as Record<string, unknown>
    // Derived views (featured*, mobile*) last, so a finding names the list a maintainer edits.
    const exportNames = Object.keys(namespace).sort(
      (a, b) => Number(/^(featured|mobile)/.test(a)) - Number(/^(featured|mobile)/.test(b)) || a.localeCompare(b),
    )
    for (const exportName of exportNames) {
      const value = namespace[exportName]
      if (typeof value !== 'object' || value === null) continue
      collectFromExport(module, exportName, value, format, seen, { linkTargets, images })
    }
  }

  const pagesDir = join(root, 'pages')
  // A derived list (mobileNavigation, featuredGames) holds copies of its source's items: keep the item once, as
  // named in the source list, which sorts first.
  const seenItems = new Set<string>()
  const firstOfItem = (module: string, field: string, value: string) => {
    const key = `${module}\u0000${value}\u0000${field.slice(field.lastIndexOf(']') + 1)}`
    if (seenItems.has(key)) return false
    seenItems.add(key)
    return true
  }
  const publicDir = join(root, 'public')
  return {
    siteUrlSetting: process.env.SITE_URL?.trim() || null,
    adminSignIn: (({ email, passwordHash }) => ({ email, passwordHash }))(adminCredentials()),
    site: {
      module: 'data/site.ts',
      texts,
      defaultTheme: { ...site.defaultTheme },
      copyrightYear: { ...site.copyrightYear },
    },
    routes: snapshotRoutes,
    pagePatterns: await vikePagePatterns(pagesDir),
    seoVariants: Object.keys(seoVariants).map((path) => ({
      module: 'data/seo.ts',
      field: `seoVariants['${path}']`,
      path,
    })),
    linkTargets: linkTargets.filter((target) => firstOfItem(target.module, target.field, target.href)),
    planLines,
    structuredOffers: [
      {
        module: 'data/plans/webHosting.ts',
        field: 'webHostingStructuredData',
        lineKey: 'webHosting',
        lowPrice: webHostingStructuredData.lowPrice,
        highPrice: webHostingStructuredData.highPrice,
        offerCount: webHostingStructuredData.offerCount,
      },
    ],
    games: games.map((game, index) => ({
      module: 'data/games.ts',
      field: format('games', games, [index]),
      name: game.name,
      slug: game.slug,
      link: game.link,
      ...(game.price === undefined ? {} : { price: game.price }),
    })),
    claims: claims.map((claim, index) => ({
      module: 'data/claims.ts',
      field: format('claims', claims, [index]),
      id: claim.id,
      label: claim.label,
      unit: claim.unit,
      places: claim.places.map((place) => ({ ...place })),
    })),
    simulatedFigures: {
      module: 'data/uiSettings.ts',
      field: 'simulatedFigures',
      figures: simulatedFigures as unknown as Record<string, Record<string, number>>,
    },
    images: images.filter((image) => firstOfItem(image.module, image.field, image.src)),
    publicFiles: (await listFilesOrNone(publicDir)).map((file) => `/${file}`),
  }
}
