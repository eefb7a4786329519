// The shell first, like every other page. The admin area has no header menus, but with every page importing the
// shell's own entry, the shell stays one file with no imports on the pages that load nothing else.
import '../../renderer/client'
import { AdminRootIsland } from '../../components/admin/AdminRoot'
import { hydrateIslands } from '../../components/islands/hydrateIslands'

hydrateIslands([AdminRootIsland])
