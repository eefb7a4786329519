import '../../renderer/client'
import { TeamSectionIsland } from '../../components/about/TeamSection'
import { hydrateIslands } from '../../components/islands/hydrateIslands'

hydrateIslands([TeamSectionIsland])
