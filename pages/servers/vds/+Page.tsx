import { PageIntro } from '../../../components/content/PageIntro'
import { ProseSection } from '../../../components/content/ProseSection'
import { PlanGrid } from '../../../components/plans/PlanGrid'
import { NotifyMeReason, NotifyMeUnavailable } from '../../../components/servers/NotifyMeUnavailable'
import { Section } from '../../../components/ui/Section'
import { vdsPageCopy as copy } from '../../../data/pages/servers'
import { vdsPlans } from '../../../data/plans/vds'

// Coming soon: no price or order link; each card's disabled Notify Me points at the one reason above the grid.
const NOTIFY_REASON_ID = 'notify-reason'
const cards = vdsPlans.map((plan) => ({
  id: plan.id,
  name: plan.name,
  price: null,
  tagline: `${plan.processor} · coming soon`,
  features: [
    `${plan.processor}, ${plan.dedicatedCores} dedicated cores`,
    `${plan.ramGb} GB ${plan.memoryType}`,
    `${plan.storageText} ${plan.storageType}`,
    'Advanced DDoS protection',
  ],
  orderUrl: null,
}))

export default function Page() {
  return (
    <>
      <PageIntro />
      <Section id="plans" heading={copy.plans.heading} intro={copy.plans.intro} tone="raised">
        <NotifyMeReason id={NOTIFY_REASON_ID} reason={copy.notifyReason} />
        <PlanGrid
          plans={cards}
          unavailable={() => <NotifyMeUnavailable label={copy.notifyAction} reasonId={NOTIFY_REASON_ID} />}
        />
      </Section>
      <ProseSection id="what-is-vds" heading={copy.whatIs.heading} paragraphs={copy.whatIs.paragraphs} />
    </>
  )
}
