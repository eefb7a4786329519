import { PageIntro } from '../../../components/content/PageIntro'
import { PlanGrid } from '../../../components/plans/PlanGrid'
import { SupportSection } from '../../../components/plans/SupportSection'
import { StatsStrip } from '../../../components/stats/StatsStrip'
import { uptimeStat } from '../../../components/stats/UptimeStat'
import { BadgeList } from '../../../components/ui/BadgeList'
import { Button } from '../../../components/ui/Button'
import { CallToAction } from '../../../components/ui/CallToAction'
import { IconCardGrid } from '../../../components/ui/IconCardGrid'
import { Illustration } from '../../../components/ui/Illustration'
import { Section } from '../../../components/ui/Section'
import { SplitLayout } from '../../../components/ui/SplitLayout'
import { webHostingPageCopy as copy } from '../../../data/pages/servers'
import { webHostingPlans } from '../../../data/plans/webHosting'
import { supportSection } from '../../../data/support'
import { simulatedFigures } from '../../../data/uiSettings'

const cards = webHostingPlans.map((plan) => ({
  id: plan.id,
  name: plan.name,
  price: plan.price,
  tagline: `${plan.websites} · ${plan.bestFor}`,
  features: plan.features,
  popular: plan.popular,
  accent: plan.accent,
  orderUrl: plan.orderUrl,
}))

export default function Page() {
  return (
    <>
      <PageIntro>
        <BadgeList items={copy.badges} label="Included with every plan" />
        <Button size="lg" href="#plans">
          {copy.choosePlanAction}
        </Button>
      </PageIntro>
      <Section id="performance" heading="Performance">
        <StatsStrip
          label="Hosting performance"
          stats={[
            uptimeStat('uptime', copy.stats.uptimeLabel, copy.stats.initialUptime),
            { id: 'load', label: copy.stats.loadLabel, value: `${simulatedFigures.webHostingLoad.shownMs}ms` },
          ]}
        />
      </Section>
      <Section id="plans" heading={copy.plans.heading} intro={copy.plans.intro} tone="raised">
        <PlanGrid plans={cards} />
      </Section>
      <Section id="why-choose" heading={copy.whyChoose.heading}>
        <IconCardGrid items={copy.whyChoose.items} />
      </Section>
      <Section id="cpanel" heading={copy.cpanel.heading} intro={copy.cpanel.intro} tone="raised">
        <SplitLayout aside={<Illustration image={copy.cpanel.image} tag={copy.cpanel.liveTag} />}>
          <IconCardGrid items={copy.cpanel.items} columns={2} />
        </SplitLayout>
      </Section>
      <SupportSection copy={supportSection} />
      <CallToAction
        id="get-started"
        heading={copy.callToAction.heading}
        text={copy.callToAction.text}
        primary={{ label: copy.callToAction.primaryAction, href: '#plans' }}
      />
    </>
  )
}
