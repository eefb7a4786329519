import { TeamSectionIsland } from '../../components/about/TeamSection'
import { hydratePage } from '../../components/islands/hydratePage'

hydratePage([TeamSectionIsland])
