import { PageIntro } from '../../../components/content/PageIntro'
import { PlanTable } from '../../../components/plans/PlanTable'
import { productLines } from '../../../data/plans'

export default function Page() {
  return (
    <>
      <PageIntro routeId="palworld" />
      <PlanTable line={productLines.palworld} />
    </>
  )
}
