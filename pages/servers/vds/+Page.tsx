import { Info } from 'lucide-react'
import { PageIntro } from '../../../components/content/PageIntro'
import { ProseSection } from '../../../components/content/ProseSection'
import { PlanGrid } from '../../../components/plans/PlanGrid'
import { Button } from '../../../components/ui/Button'
import { Section } from '../../../components/ui/Section'
import { vdsPageCopy as copy } from '../../../data/pages/servers'
import { vdsPlans } from '../../../data/plans/vds'

// Coming soon: no price or order link; each card's disabled Notify Me points at the one reason above the grid.
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
        <p id="notify-reason" className="reason">
          <Info aria-hidden="true" size={20} className="reason-icon" />
          <span>{copy.notifyReason}</span>
        </p>
        {/* aria-disabled, not disabled: the button stays focusable, so its reason can be heard. */}
        <PlanGrid
          plans={cards}
          unavailable={
            <Button variant="outline" aria-disabled="true" aria-describedby="notify-reason">
              {copy.notifyAction}
            </Button>
          }
        />
      </Section>
      <ProseSection id="what-is-vds" heading={copy.whatIs.heading} paragraphs={copy.whatIs.paragraphs} />
      <style jsx>{`
        .reason {
          display: flex;
          gap: var(--space-2);
          align-items: flex-start;
          max-width: 46rem;
          margin: 0 0 var(--space-4);
          color: var(--color-text-muted);
        }
        .reason :global(.reason-icon) {
          flex: none;
          margin-top: 0.15em;
          color: var(--color-primary);
        }
      `}</style>
    </>
  )
}
