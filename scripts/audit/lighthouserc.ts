/** What the audit asks of Lighthouse CI: which pages, in which groups, and the targets; pure, for unit tests. */

/** A URL no route or file answers, so the host sends 404.html with status 404. */
export const NOT_FOUND_PATH = '/this-page-does-not-exist/'

type PageKind = 'page' | 'noindex' | '404'

export interface AuditTarget {
  /** Shown in the table and accepted by --routes: the route's path, or `404`. */
  label: string
  path: string
  kind: PageKind
}

/** Audits that fail by design on a kind of page (a 404 status is also logged in the console), so skipped there. */
const SKIPPED_AUDITS: Record<PageKind, string[]> = {
  page: [],
  noindex: ['is-crawlable'],
  '404': ['is-crawlable', 'http-status-code', 'errors-in-console'],
}

/** Every registered route in registry order, then the 404 page. */
export function auditTargets(routes: ReadonlyArray<{ path: string; indexable: boolean }>): AuditTarget[] {
  return [
    ...routes.map(
      (route): AuditTarget => ({ label: route.path, path: route.path, kind: route.indexable ? 'page' : 'noindex' }),
    ),
    { label: '404', path: NOT_FOUND_PATH, kind: '404' },
  ]
}

/** The targets named by --routes (paths in either URL form, or `404`), in the order given. */
export function selectTargets(all: readonly AuditTarget[], names: readonly string[] | undefined): AuditTarget[] {
  if (names === undefined || names.length === 0) return [...all]
  return names.map((name) => {
    const found = all.find((target) => target.label === name || target.label === `${name}/`)
    const known = all.map((t) => t.label).join(' ')
    if (!found) throw new Error(`--routes: '${name}' is not a registered route (or 404); known: ${known}`)
    return found
  })
}

/** The targets: every category at 100, LCP at most 1.2 s, no blocking time and no layout shift. */
export const ASSERTIONS = Object.fromEntries(
  Object.entries({
    'categories:performance': { minScore: 1 },
    'categories:accessibility': { minScore: 1 },
    'categories:best-practices': { minScore: 1 },
    'categories:seo': { minScore: 1 },
    'largest-contentful-paint': { maxNumericValue: 1200 },
    'total-blocking-time': { maxNumericValue: 0 },
    'cumulative-layout-shift': { maxNumericValue: 0 },
    // With several runs, each figure comes from the run LHCI picks as the median (by FCP and TTI).
  }).map(([key, options]) => [key, ['error', { ...options, aggregationMethod: 'median-run' }]]),
)

/** One `lhci collect` configuration per kind of page, since the skipped audits differ; the 404 page's status is expected. */
export function collectConfigs(targets: readonly AuditTarget[], origin: string, runs: number, chromeFlags: string) {
  const kinds = [...new Set(targets.map((target) => target.kind))]
  return kinds.map((kind, index) => ({
    ci: {
      collect: {
        url: targets.filter((target) => target.kind === kind).map((target) => `${origin}${target.path}`),
        numberOfRuns: runs,
        // The first group clears results of an earlier audit; the others add to it.
        additive: index > 0,
        settings: {
          chromeFlags,
          ...(kind === '404' && { ignoreStatusCode: true }),
          ...(SKIPPED_AUDITS[kind].length > 0 && { skipAudits: SKIPPED_AUDITS[kind] }),
        },
      },
    },
  }))
}
