import { AdminRootIsland } from '../../components/admin/AdminRoot'
import { hydrateIslands } from '../../components/islands/hydrateIslands'
import { shellMarkers } from '../../components/shell/markers'
import { enhanceThemeToggles } from '../../components/shell/themeToggle'
import { startToastRegion } from '../../components/shell/toastRegion'

// Outside the main layout: no header or menus, just the app, the frame's theme toggle and the toast region.
hydrateIslands([AdminRootIsland])
enhanceThemeToggles()
startToastRegion()
document.documentElement.setAttribute(shellMarkers.pageReady, '')
