import { DesktopNav } from '../navigation/DesktopNav'
import { MobileMenu } from '../navigation/MobileMenu'
import { ToastRegionIsland } from '../toast/ToastRegionIsland'
import { ThemeToggle } from '../ui/ThemeToggle'
import { defineIsland } from './island'

// The islands of the page shell, defined here rather than beside their components: the admin app reuses
// ThemeToggle inside its own island without loading the header's. Marked pure so that a page importing one
// island (admin: the toast region) does not bundle the others.
export const DesktopNavIsland = /* @__PURE__ */ defineIsland('DesktopNav', DesktopNav)
export const MobileMenuIsland = /* @__PURE__ */ defineIsland('MobileMenu', MobileMenu)
export const ThemeToggleIsland = /* @__PURE__ */ defineIsland('ThemeToggle', ThemeToggle)
export { ToastRegionIsland }

/** Hydrated on every page of the main layout. */
export const shellIslands = [DesktopNavIsland, MobileMenuIsland, ThemeToggleIsland, ToastRegionIsland]
