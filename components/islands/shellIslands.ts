import { DesktopNav } from '../navigation/DesktopNav'
import { MobileMenu } from '../navigation/MobileMenu'
import { ToastRegion } from '../toast/ToastProvider'
import { ThemeToggle } from '../ui/ThemeToggle'
import { defineIsland } from './island'

// The islands of the page shell, defined here rather than beside their components: the admin app reuses
// ThemeToggle inside its own island without loading the header's.
export const DesktopNavIsland = defineIsland('DesktopNav', DesktopNav)
export const MobileMenuIsland = defineIsland('MobileMenu', MobileMenu)
export const ThemeToggleIsland = defineIsland('ThemeToggle', ThemeToggle)
export const ToastRegionIsland = defineIsland('ToastRegion', ToastRegion)

/** Hydrated on every page of the main layout. */
export const shellIslands = [DesktopNavIsland, MobileMenuIsland, ThemeToggleIsland, ToastRegionIsland]
