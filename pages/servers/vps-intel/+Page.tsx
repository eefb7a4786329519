import { VpsLinePage } from '../../../components/servers/VpsLinePage'
import { intelVpsLine, intelVpsPlans } from '../../../data/plans/vpsIntel'

export default function Page() {
  return <VpsLinePage line={intelVpsLine} plans={intelVpsPlans} coreUnit="vCPU" layout="carousel" />
}
