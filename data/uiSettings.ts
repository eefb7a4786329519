import type { SimulatedFigures, UiConstants } from './schemas/claims'
import type { SiteConfig } from './schemas/site'

// Plain values the browser imports, so no schema reaches it; data/claims.ts and data/site.ts validate them.

/** The "live-looking" figures on the Minecraft, Discord bot and web hosting pages. */
export const simulatedFigures = {
  uptime: { min: 99.8, max: 100, decimals: 1, intervalMs: 3000, mobileIntervalMs: 5000, mobileMaxWidthPx: 768 },
  ping: { floorMs: 8 },
  botResponse: { floorMs: 35, shownMs: 50 },
  // The business gave both a floor of 150 and a shown value of 55 ms for this page; both are kept.
  webHostingLoad: { floorMs: 150, shownMs: 55 },
  webHostingUptime: { intervalMs: 3000 },
} satisfies SimulatedFigures

export const uiConstants = {
  carouselStepPx: 300,
  carouselEndThresholdPx: 10,
  toastDurationMs: 5000,
  typeAheadResetMs: 1000,
  profileTypingMsPerChar: 15,
  modalClearDelayMs: 500,
  mobileMenuWidthPercent: 80,
  mobileMenuMaxWidthRem: 20,
} satisfies UiConstants

/** The theme pages start in (`themeMechanism` is a conflicting second reading the data check reports), and its key. */
export const themeSettings = {
  defaultTheme: { pages: 'dark', themeMechanism: 'system' },
  themeStorageKey: 'tarang-theme',
} as const satisfies Pick<SiteConfig, 'defaultTheme' | 'themeStorageKey'>
