import { hydratePage } from '../../../components/islands/hydratePage'
import { LiveFigureIsland } from '../../../components/stats/LiveFigure'

hydratePage([LiveFigureIsland])
