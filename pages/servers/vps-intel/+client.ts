import { hydratePage } from '../../../components/islands/hydratePage'
import { PlanCarouselIsland } from '../../../components/servers/PlanCarousel'

hydratePage([PlanCarouselIsland])
