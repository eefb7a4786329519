import { GameCatalogueIsland } from '../../components/games/GameCatalogue'
import { hydratePage } from '../../components/islands/hydratePage'

hydratePage([GameCatalogueIsland])
