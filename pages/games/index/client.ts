import '../../../renderer/client'
import { GameCatalogueIsland } from '../../../components/games/GameCatalogue'
import { hydrateIslands } from '../../../components/islands/hydrateIslands'

hydrateIslands([GameCatalogueIsland])
