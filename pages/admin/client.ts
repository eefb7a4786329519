// The shell first even without header menus: with every page importing it, it stays one file with no imports.
import '../../renderer/client'
import { AdminRootIsland } from '../../components/admin/AdminRoot'
import { hydrateIslands } from '../../components/islands/hydrateIslands'

hydrateIslands([AdminRootIsland])
