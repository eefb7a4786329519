import { AdminRootIsland } from '../../components/admin/AdminRoot'
import { hydrateIslands } from '../../components/islands/hydrateIslands'
import { ToastRegionIsland } from '../../components/toast/ToastRegionIsland'

// The admin area sits outside the main layout: no header islands, just the app and the toast region.
hydrateIslands([AdminRootIsland, ToastRegionIsland])
