/**
 * Crawls a built site through a running host and requires every page and internal reference to answer 200
 * directly: a redirect costs a round trip and gives search engines a conflicting canonical.
 */
import { pageAddress } from '../../../scripts/checks/links/resolve'
import { cssUrls, type Occurrence, scanPage, sitemapUrls } from '../../../scripts/checks/links/scan'

type Reference = Pick<Occurrence, 'page' | 'via' | 'url'>

/** A failed reference, or a failed page (via 'page'), with its status and where a redirect points. */
export type CrawlFailure = Reference & { status: number; location?: string }

type CrawlSetup = { baseUrl: string; origin: string; files: readonly string[] }

/** A path no build has: the host answers it with 404.html, whose references are checked like a page's. */
const MISSING_PAGE = '/crawl-check-no-such-page/'

/** The path and query of an internal reference, or undefined for another origin or scheme. */
function internalTarget(url: string, page: string, origin: string): string | undefined {
  const base = `${origin}${page}`
  // A fragment-only link stays on the document already loaded; other schemes (mailto:) have no origin to match.
  if (url.trim().startsWith('#') || !URL.canParse(url.trim(), base)) return undefined
  const resolved = new URL(url.trim(), base)
  return resolved.origin === origin ? `${resolved.pathname}${resolved.search}` : undefined
}

/**
 * Requests every page of `files` (the built files as site paths, from scripts/fileList.ts listSitePaths) from the
 * host at `baseUrl`, then every internal reference on them; absolute URLs on `origin` (SITE_URL) are internal.
 * Reports the pages, the references found (each occurrence counts), the distinct URLs requested and the failures.
 */
export async function crawlSite({ baseUrl, origin: originSetting, files }: CrawlSetup) {
  const origin = new URL(originSetting).origin
  const base = baseUrl.replace(/\/+$/, '')
  const pages = files
    .filter((file) => file.endsWith('.html') && file !== '/404.html')
    .map(pageAddress)
    .sort()
  const extras = (['/sitemap.xml', '/robots.txt'] as const).filter((file) => files.includes(file))
  const failures: CrawlFailure[] = []
  const targets = new Map<string, Reference[]>()
  let count = 0
  const collect = ({ page, via, url }: Reference) => {
    const target = internalTarget(url, page, origin)
    if (target === undefined) return
    count += 1
    targets.set(target, [...(targets.get(target) ?? []), { page, via, url }])
  }
  const get = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' })

  const notFound = files.includes('/404.html') ? [MISSING_PAGE] : []
  for (const page of [...pages, ...notFound, ...extras]) {
    const response = await get(page)
    const text = await response.text()
    if (response.status !== (page === MISSING_PAGE ? 404 : 200))
      failures.push({ page, via: 'page', url: page, ...answer(response) })
    else if (page === '/sitemap.xml' || page === '/robots.txt') sitemapUrls(page, text).forEach(collect)
    else scanPage(text, page).references.forEach(collect)
  }
  // A Map's loop also visits keys added during it, so the url()s of a stylesheet read here are requested too.
  for (const [target, referrers] of targets) {
    const response = await get(target)
    // Every body is read to the end, so the connection is free for the next request; only CSS is scanned.
    const text = await response.text()
    if (response.status !== 200) {
      for (const reference of referrers) failures.push({ ...reference, ...answer(response) })
    } else if (response.headers.get('content-type')?.startsWith('text/css')) {
      for (const url of cssUrls(text)) collect({ page: target.split('?')[0] as string, via: 'CSS url()', url })
    }
  }
  failures.sort((a, b) => a.page.localeCompare(b.page) || a.url.localeCompare(b.url))
  return { pages: [...pages, ...extras], references: count, requests: targets.size, failures }
}

/** The status of a failed answer, and where it redirects to. */
function answer(response: Response): { status: number; location?: string } {
  const location = response.headers.get('location')
  return location === null ? { status: response.status } : { status: response.status, location }
}

export type CrawlReport = Awaited<ReturnType<typeof crawlSite>>

/** One line per failure: `/faq/: "All games" -> /games answered 308 (to /games/)`. */
export function formatCrawlFailures(failures: readonly CrawlFailure[]): string[] {
  return failures.map((failure) => {
    const to = failure.location === undefined ? '' : ` (to ${failure.location})`
    return failure.via === 'page'
      ? `${failure.page} answered ${failure.status}${to}`
      : `${failure.page}: ${failure.via} -> ${failure.url} answered ${failure.status}${to}`
  })
}

export const crawlSummary = (report: CrawlReport): string =>
  `crawl: ${report.pages.length} pages, ${report.references} internal references (${report.requests} distinct URLs), ${report.failures.length} answered with a redirect or an error`
