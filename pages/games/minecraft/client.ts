import '../../../renderer/client'
import { hydrateIslands } from '../../../components/islands/hydrateIslands'
import { LiveFigureIsland } from '../../../components/stats/LiveFigure'
import { TabsIsland } from '../../../components/ui/Tabs'

hydrateIslands([LiveFigureIsland, TabsIsland])
