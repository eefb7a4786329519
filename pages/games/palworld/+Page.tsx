import { PageIntro } from '../../../components/content/PageIntro'
import { PlanGrid } from '../../../components/plans/PlanGrid'
import { gamePlanCard } from '../../../components/plans/planCards'
import { SupportSection } from '../../../components/plans/SupportSection'
import { BadgeList } from '../../../components/ui/BadgeList'
import { Button } from '../../../components/ui/Button'
import { CallToAction } from '../../../components/ui/CallToAction'
import { IconCardGrid } from '../../../components/ui/IconCardGrid'
import { Section } from '../../../components/ui/Section'
import { palworldPage as copy } from '../../../data/pages/games'
import { palworldPlans } from '../../../data/plans/palworld'
import { supportSection } from '../../../data/support'

const plans = palworldPlans.map((plan) => gamePlanCard(plan, (count) => `${count} backups`))

export default function Page() {
  return (
    <>
      <PageIntro>
        <BadgeList items={copy.platforms} label="Platforms" />
        <Button size="lg" href="#plans">
          {copy.callToAction.primaryAction}
        </Button>
      </PageIntro>
      <Section id="plans" heading={copy.plans.heading} intro={copy.plans.intro} tone="raised">
        <PlanGrid plans={plans} />
      </Section>
      <Section id="why-choose" heading={copy.whyChoose.heading}>
        <IconCardGrid items={copy.whyChoose.items} />
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
