import { AdminRootIsland } from '../../components/admin/AdminRoot'
import { hydrateIslands } from '../../components/islands/hydrateIslands'
import { PAGE_READY_ATTRIBUTE } from '../../components/shell/startPage'
import { startToastRegion } from '../../components/shell/toastRegion'

// The admin area sits outside the main layout: no header or menus, just the app (with its own theme toggle) and
// the toast region.
hydrateIslands([AdminRootIsland])
startToastRegion()
document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, '')
