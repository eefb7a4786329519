import { PlanGrid } from '../../../components/plans/PlanGrid'
import { ProductLinePage } from '../../../components/plans/ProductLinePage'
import { uptimeFigure } from '../../../components/stats/LiveFigure'
import { IconCardGrid } from '../../../components/ui/IconCardGrid'
import { Illustration } from '../../../components/ui/Illustration'
import { Section } from '../../../components/ui/Section'
import { SplitLayout } from '../../../components/ui/SplitLayout'
import { webHostingPageCopy as copy } from '../../../data/pages/servers'
import { webHostingPlans } from '../../../data/plans/webHosting'
import { simulatedFigures } from '../../../data/uiSettings'

const cards = webHostingPlans.map((plan) => ({ ...plan, tagline: `${plan.websites} · ${plan.bestFor}` }))

export default function Page() {
  return (
    <ProductLinePage
      badges={copy.badges}
      startAction={copy.choosePlanAction}
      performance={{
        label: 'Hosting performance',
        figures: [
          { id: 'uptime', label: copy.stats.uptimeLabel, value: uptimeFigure(copy.stats.initialUptime) },
          { id: 'load', label: copy.stats.loadLabel, value: `${simulatedFigures.webHostingLoad.shownMs}ms` },
        ],
      }}
      plansCopy={copy.plans}
      plans={<PlanGrid plans={cards} />}
      callToAction={copy.callToAction}
    >
      <Section id="why-choose" heading={copy.whyChoose.heading} cards={copy.whyChoose.items} />
      <Section id="cpanel" heading={copy.cpanel.heading} intro={copy.cpanel.intro} tone="raised">
        <SplitLayout aside={<Illustration image={copy.cpanel.image} tag={copy.cpanel.liveTag} />}>
          <IconCardGrid items={copy.cpanel.items} columns={2} />
        </SplitLayout>
      </Section>
    </ProductLinePage>
  )
}
