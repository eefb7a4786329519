import '../../../renderer/client'
import { hydrateIslands } from '../../../components/islands/hydrateIslands'
import { PlanCarouselIsland } from '../../../components/servers/PlanCarousel'

hydrateIslands([PlanCarouselIsland])
