import { hydratePage } from '../../components/islands/hydratePage'
import { TutorialsExplorerIsland } from '../../components/tutorials/TutorialsExplorer'

hydratePage([TutorialsExplorerIsland])
