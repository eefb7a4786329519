import { PlanGrid } from '../../../components/plans/PlanGrid'
import { ProductLinePage } from '../../../components/plans/ProductLinePage'
import { gamePlanCard } from '../../../components/plans/planCards'
import { Section } from '../../../components/ui/Section'
import { palworldPage as copy } from '../../../data/pages/games'
import { palworldPlans } from '../../../data/plans/palworld'

const plans = palworldPlans.map((plan) => gamePlanCard(plan, (count) => `${count} backups`))

export default function Page() {
  return (
    <ProductLinePage
      badges={copy.badges}
      startAction={copy.callToAction.primaryAction}
      plansCopy={copy.plans}
      plans={<PlanGrid plans={plans} />}
      callToAction={copy.callToAction}
    >
      <Section id="why-choose" heading={copy.whyChoose.heading} cards={copy.whyChoose.items} />
    </ProductLinePage>
  )
}
