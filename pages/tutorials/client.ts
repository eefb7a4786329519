import '../../renderer/client'
import { hydrateIslands } from '../../components/islands/hydrateIslands'
import { TutorialsExplorerIsland } from '../../components/tutorials/TutorialsExplorer'

hydrateIslands([TutorialsExplorerIsland])
