/**
 * Performance budgets per prerendered route (issue 9). The budget test (tests/e2e/budgets.spec.ts) and the
 * Lighthouse audit (scripts/audit.ts) both read them from here.
 */
export const budgets = {
  /**
   * JavaScript a route loads on a first visit (its module scripts and their static import graph, gzip) when it
   * shows no React island: the framework-free shell only, and no React runtime.
   */
  shellJsGzipKb: 12,
  /** The same on a route with React islands: React and react-dom (about 66 kB) plus the islands' code. */
  jsGzipKb: 85,
  /**
   * Routes over that target today, each with the ceiling it must not pass meanwhile: the admin app carries
   * react-router (about 14 kB), and the tutorials explorer every data icon (DataIcon) for its categories.
   */
  jsGzipKbOverTarget: { '/admin': 100, '/admin/dashboard': 100, '/tutorials': 88 } as Readonly<Record<string, number>>,
  /** The route's HTML document, gzip: the islands' props ride along in it, so it is watched too. */
  htmlGzipKb: 24,
} as const

export const KB = 1024
