import { VpsLinePage } from '../../../components/servers/VpsLinePage'
import { vpsPlanCard } from '../../../components/servers/vpsPlanCards'
import { ryzenVpsLine, ryzenVpsPlans } from '../../../data/plans/vpsRyzen'

const cards = ryzenVpsPlans.map((plan) => vpsPlanCard(plan, ryzenVpsLine, 'vCore'))

export default function Page() {
  return <VpsLinePage line={ryzenVpsLine} plans={ryzenVpsPlans} cards={cards} coreUnit="vCore" layout="grid" />
}
