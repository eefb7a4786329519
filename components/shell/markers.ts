/** The attributes tying the shell's prerendered markup to its scripts, kept apart so no script imports a component. */
export const shellMarkers = {
  desktopNav: 'data-desktop-nav',
  navGroup: 'data-nav-group',
  entryTitle: 'data-entry-title',
  /** A menu entry without a target, which shows the not-implemented toast. */
  notImplemented: 'data-not-implemented',
  mobileMenu: 'data-mobile-menu',
  menuOpen: 'data-menu-open',
  menuClose: 'data-menu-close',
  /** A theme toggle button; `data-switches-to` on it names the theme a press switches to. */
  themeToggle: 'data-theme-toggle',
  toastViewport: 'data-toast-viewport',
  /** An island (named by the value) and its slots in the prerendered HTML (components/islands/island.tsx). */
  island: 'data-island',
  islandSlot: 'data-island-slot',
  /** Set once an island's code listens (hydrateIslands): from then on the head's loader keeps none of its presses. */
  islandReady: 'data-island-ready',
  /** Set on a shell component once its script has attached: CSS fallbacks for the script-less page stop there. */
  enhanced: 'data-enhanced',
  /** Set on <html> once the shell listens: from then on the head's loader stops keeping presses outside islands. */
  shellReady: 'data-shell-ready',
  /** Set on <html> once the page script has run: the shell works and every island is hydrated or waiting to be. */
  pageReady: 'data-ready',
} as const

/** `{ 'data-x': '' }`, to spread a boolean marker onto an element in JSX. */
export function marker(name: (typeof shellMarkers)[keyof typeof shellMarkers]): Record<string, string> {
  return { [name]: '' }
}
