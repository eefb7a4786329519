/**
 * Performance budgets per prerendered route (issue 9). The budget test (tests/e2e/budgets.spec.ts) and the
 * Lighthouse audit (scripts/audit.ts) both read them from here.
 */
export const budgets = {
  /** JavaScript a route loads on a first visit: its module scripts and their static import graph, gzip. */
  jsGzipKb: 100,
  /** The route's HTML document, gzip: the islands' props ride along in it, so it is watched too. */
  htmlGzipKb: 24,
} as const

export const KB = 1024
