import { VpsLinePage } from '../../../components/servers/VpsLinePage'
import { vpsPlanCard } from '../../../components/servers/vpsPlanCards'
import { intelVpsLine, intelVpsPlans } from '../../../data/plans/vpsIntel'

const cards = intelVpsPlans.map((plan) => vpsPlanCard(plan, intelVpsLine, 'vCPU'))

export default function Page() {
  return <VpsLinePage line={intelVpsLine} plans={intelVpsPlans} cards={cards} coreUnit="vCPU" layout="carousel" />
}
