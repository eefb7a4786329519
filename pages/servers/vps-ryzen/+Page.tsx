import { VpsLinePage } from '../../../components/servers/VpsLinePage'
import { ryzenVpsLine, ryzenVpsPlans } from '../../../data/plans/vpsRyzen'

export default function Page() {
  return <VpsLinePage line={ryzenVpsLine} plans={ryzenVpsPlans} coreUnit="vCore" layout="grid" />
}
