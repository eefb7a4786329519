import { hydratePage } from '../../../components/islands/hydratePage'
import { LiveFigureIsland } from '../../../components/stats/LiveFigure'
import { TabsIsland } from '../../../components/ui/Tabs'

hydratePage([LiveFigureIsland, TabsIsland])
