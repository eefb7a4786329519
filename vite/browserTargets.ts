/**
 * The browsers the build supports: Vite's default, "baseline widely available" (vite.dev/config/build-options),
 * written out so the build and the test that checks our CSS against it (tests/build/css.test.ts) share one list.
 */
export const BROWSER_TARGETS = ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4']
