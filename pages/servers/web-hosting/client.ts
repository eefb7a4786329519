import '../../../renderer/client'
import { hydrateIslands } from '../../../components/islands/hydrateIslands'
import { LiveFigureIsland } from '../../../components/stats/LiveFigure'

hydrateIslands([LiveFigureIsland])
