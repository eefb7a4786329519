import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { formatIssuePath as format } from '../../../data/define'
import type { ProductLineKey } from '../../../data/schemas/plans'
import { listFiles } from '../../fileList'

/** Where a value lives: `data/plans/minecraft.ts` and `minecraftPlans[2] (Jungle).price`. */
export type Located = { module: string; field: string }

export interface SnapshotPlan {
  /** `minecraftPlans[2] (Jungle)`; the module is the line's. */
  field: string
  id: string
  name: string
  /** Rupees per month; null where the plan cannot be ordered (coming soon). */
  price: number | null
  pid: number | null
  popular: boolean
  /** What the customer gets, by unit: `{ 'GB RAM': 6, 'GB SSD': 24, cores: 2 }`. More should never cost less. */
  resources: Record<string, number>
}

export interface SnapshotPlanLine {
  key: string
  /** How visitors know the line: `Minecraft server hosting`. */
  label: string
  module: string
  /** The page that shows the line's plans. */
  path: string
  plans: SnapshotPlan[]
}

/** What the rules read: validated data values, plus plan lines in one shape, every link and image, pages and files. */
export interface DataSnapshot {
  /** SITE_URL for this run; null when unset (a preview build on the example.com origin). */
  siteUrlSetting: string | null
  /** The admin sign-in this build ships (ADMIN_EMAIL / ADMIN_PASSWORD_HASH, else the development defaults). */
  adminSignIn: { email: string; passwordHash: string }
  /** The site config (data/site.ts). It keeps both readings of a setting the business has not settled yet. */
  site: {
    defaultTheme: { pages: string; themeMechanism: string }
    copyrightYear: { footer: number; mobileMenu: number }
  } & Record<string, unknown>
  routes: Array<Located & { path: string; name: string; indexable: boolean; sitemapGroup: string | null }>
  /** URL patterns with a Vike page: `/about-us/`, `/games/@slug/` (one segment), `/admin/**` (a custom +route.ts). */
  pagePatterns: string[]
  /** Paths with their own metadata in data/seo.ts. */
  seoPaths: string[]
  /** Internal paths named anywhere in the data (menus, catalogue links, product lines, policies). */
  linkTargets: Array<Located & { href: string }>
  planLines: SnapshotPlanLine[]
  /** data/plans/webHosting.ts: the schema.org AggregateOffer of the web hosting page. */
  webHostingOffer: { lowPrice: number; highPrice: number; offerCount: number }
  games: Array<Located & { name: string; link: string; price?: number }>
  claims: Array<
    Located & { id: string; label: string; places: Array<{ where: string; value: string; numeric?: number }> }
  >
  /** The live-looking figures by name (data/uiSettings.ts): `{ botResponse: { floorMs: 35, shownMs: 50 } }`. */
  simulatedFigures: Record<string, Partial<Record<string, number>>>
  /** Image paths in the data; `altField` and `alt` are null where the data has no alt field (decorative by design). */
  images: Array<Located & { src: string; altField: string | null; alt: string | null }>
  /** Files under public/ (`/images/games/minecraft.svg`). */
  publicFiles: string[]
}

// A file path, not the URL's pathname, which keeps a space in the project's path as %20.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** Keys whose string value is an internal link target when it looks like a path. */
const LINK_KEYS = new Set(['href', 'link', 'path', 'to'])
const INTERNAL_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*\/?)?$/
/** Same rule as `publicAsset` in data/schemas/common.ts. */
const PUBLIC_ASSET = /^\/[\w./-]+\.(?:svg|png|jpe?g|webp|avif|ico)$/
/** Modules that define paths rather than link to them. */
const NOT_LINKING = new Set(['data/routes.ts', 'data/seo.ts'])

type PlanFields = { id: string; name: string; price?: number; monthlyPrice?: number; pid?: number; popular?: boolean }
const gameUnits = { 'GB RAM': 'ramGb', 'GB SSD': 'ssdGb', cores: 'cpuCores' }
/** Each product line's plans export and the resources a plan gives, by unit: `{ 'GB RAM': 'ramGb' }`. */
const PLAN_LINES: Record<ProductLineKey, [exportName: string, units: Record<string, string>]> = {
  minecraft: ['minecraftPlans', gameUnits],
  palworld: ['palworldPlans', { ...gameUnits, backups: 'backups' }],
  vpsRyzen: ['ryzenVpsPlans', { 'GB RAM': 'ramGb', vCores: 'vcores', 'GB storage': 'storageGb' }],
  vpsIntel: [
    'intelVpsPlans',
    { 'GB RAM': 'ramGb', vCPU: 'vcores', 'GB storage': 'storageGb', 'TB bandwidth': 'bandwidthTb' },
  ],
  webHosting: [
    'webHostingPlans',
    { 'cPanel accounts': 'accounts', 'MB storage': 'storageMb', 'GB RAM': 'ramGb', 'GB bandwidth': 'bandwidthGb' },
  ],
  discordBot: ['discordBotPlans', { 'GB storage': 'storageGb', 'GB RAM': 'ramGb' }],
  vds: ['vdsPlans', { 'dedicated cores': 'dedicatedCores', 'GB RAM': 'ramGb', 'GB storage': 'storageGb' }],
}

/** Stands for the alt text of an image object that has no `alt` text at all. */
export const MISSING_ALT = '\u0000missing'

/** URL patterns of the Vike pages in `pagesDir` by filesystem routing; a folder with a +route file serves all below. */
export async function vikePagePatterns(pagesDir: string): Promise<string[]> {
  const files = await listFiles(pagesDir)
  const customRoutes = new Set(files.filter((file) => /(^|\/)\+route\.[jt]sx?$/.test(file)).map(dirname))
  return files
    .filter((file) => /(^|\/)\+Page\.[jt]sx?$/.test(file) && !/(^|\/)_/.test(file))
    .map((file) => {
      // In the site's URL form (data/routePaths.ts), '/games/@slug/'; index and (group) folders add no segment.
      const segments = dirname(file).split('/')
      const path = ['', ...segments.filter((segment) => !/^(\.|index|\(.*\))$/.test(segment)), ''].join('/')
      return customRoutes.has(dirname(file)) ? `${path}**` : path
    })
    .sort()
}

/** Imports every data module and builds the snapshot; a schema failure throws data/define.ts's DataValidationError. */
export async function buildDataSnapshot(): Promise<DataSnapshot> {
  const { site } = await import('../../../data/site')
  const { routeList, routes } = await import('../../../data/routes')
  const { seoVariants } = await import('../../../data/seo')
  const { games } = await import('../../../data/games')
  const { claims } = await import('../../../data/claims')
  const { simulatedFigures } = await import('../../../data/uiSettings')
  const { productLines } = await import('../../../data/plans/index')
  const { webHostingStructuredData } = await import('../../../data/plans/webHosting')
  const { resolveAdminCredentials } = await import('../../../components/admin/auth/adminCredentials')
  const { settingValue } = await import('../../../lib/env')

  const located = <Item extends object>(module: string, exportName: string, items: readonly Item[]) =>
    items.map((item, index) => ({ ...item, module, field: format(exportName, items, [index]) }))

  // Link targets and images, from every data module (a new module is covered without touching this script).
  const linkTargets: DataSnapshot['linkTargets'] = []
  const images: DataSnapshot['images'] = []
  const seen = new WeakSet<object>()
  // A derived list (featuredGames) copies its source's items: keep each once, as named in the source (walked first).
  const firstSeen = new Set<string>()
  const isFirst = (module: string, field: string, value: string) => {
    const key = `${module}\u0000${value}\u0000${field.slice(field.lastIndexOf(']') + 1)}`
    return !firstSeen.has(key) && Boolean(firstSeen.add(key))
  }
  /** Collects the link targets and image paths under `node` of one data export, skipping objects already walked. */
  const visit = (module: string, exportName: string, value: unknown, node: unknown, path: PropertyKey[]): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return
    seen.add(node)
    const record = node as Record<string, unknown>
    for (const [key, child] of Array.isArray(node) ? node.entries() : Object.entries(node)) {
      if (typeof child !== 'string') {
        visit(module, exportName, value, child, [...path, key])
        continue
      }
      const field = format(exportName, value, [...path, key])
      const linking = typeof key === 'string' && LINK_KEYS.has(key) && !NOT_LINKING.has(module)
      if (linking && INTERNAL_PATH.test(child) && isFirst(module, field, child))
        linkTargets.push({ module, field, href: child })
      if (!PUBLIC_ASSET.test(child) || !isFirst(module, field, child)) continue
      // `{ src, alt }` and `{ image, imageAlt }` (or img/imgAlt) carry alt text; no alt field means decorative.
      const altKey = key === 'src' ? 'alt' : [`${String(key)}Alt`, 'imgAlt', 'imageAlt'].find((name) => name in record)
      const alt = altKey === undefined ? null : record[altKey]
      images.push({
        module,
        field,
        src: child,
        altField: altKey === undefined ? null : format(exportName, value, [...path, altKey]),
        alt: altKey === undefined ? null : typeof alt === 'string' ? alt : MISSING_ALT,
      })
    }
  }
  const moduleFiles = (await listFiles(join(ROOT, 'data'))).filter(
    (file) => file.endsWith('.ts') && !file.startsWith('schemas/') && file !== 'define.ts',
  )
  const namespaces = new Map<string, Record<string, unknown>>()
  for (const file of moduleFiles) {
    const namespace = (await import(join(ROOT, 'data', file))) as Record<string, unknown>
    namespaces.set(`data/${file}`, namespace)
    // Derived views (featured*, mobile*) last, so a finding names the list a maintainer edits.
    const derived = (name: string) => Number(/^(featured|mobile)/.test(name))
    const exportNames = Object.keys(namespace).sort((a, b) => derived(a) - derived(b) || a.localeCompare(b))
    for (const name of exportNames) visit(`data/${file}`, name, namespace[name], namespace[name], [])
  }
  const staticIds = new Set(Object.keys(routes))
  return {
    siteUrlSetting: process.env.SITE_URL?.trim() || null,
    adminSignIn: resolveAdminCredentials({
      adminEmail: settingValue(undefined, 'ADMIN_EMAIL'),
      adminPasswordHash: settingValue(undefined, 'ADMIN_PASSWORD_HASH'),
    }),
    site,
    routes: routeList.map((route, index) => ({
      ...route,
      module: 'data/routes.ts',
      field: staticIds.has(route.id) ? `routes.${route.id}` : `routeList[${index}] (${route.id})`,
    })),
    pagePatterns: await vikePagePatterns(join(ROOT, 'pages')),
    seoPaths: Object.keys(seoVariants),
    linkTargets,
    planLines: (Object.keys(PLAN_LINES) as ProductLineKey[]).map((key): SnapshotPlanLine => {
      const [exportName, units] = PLAN_LINES[key]
      const module = `data/plans/${key}.ts`
      const plans = namespaces.get(module)?.[exportName] as Array<PlanFields & Record<string, unknown>>
      return {
        key,
        label: productLines[key].productName,
        module,
        path: productLines[key].path,
        plans: plans.map((plan, index) => ({
          field: format(exportName, plans, [index]),
          id: plan.id,
          name: plan.name,
          price: plan.price ?? plan.monthlyPrice ?? null,
          pid: plan.pid ?? null,
          popular: plan.popular ?? false,
          resources: Object.fromEntries(
            Object.entries(units).flatMap(([unit, field]) =>
              typeof plan[field] === 'number' ? [[unit, plan[field]]] : [],
            ),
          ),
        })),
      }
    }),
    webHostingOffer: webHostingStructuredData,
    games: located('data/games.ts', 'games', games),
    claims: located('data/claims.ts', 'claims', claims),
    simulatedFigures,
    images,
    publicFiles: (await listFiles(join(ROOT, 'public'))).map((file) => `/${file}`),
  }
}
