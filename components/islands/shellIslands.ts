import { DesktopNavIsland } from '../navigation/DesktopNav'
import { MobileMenuIsland } from '../navigation/MobileMenu'
import { ToastRegionIsland } from '../toast/ToastProvider'
import { ThemeToggleIsland } from '../ui/ThemeToggle'

/** The islands of the page shell (header and toast region), hydrated on every page. */
export const shellIslands = [DesktopNavIsland, MobileMenuIsland, ThemeToggleIsland, ToastRegionIsland]
