import type { ReactNode } from 'react'
import { PageIntro } from '../content/PageIntro'
import { type Figure, FigureList } from '../stats/FigureList'
import { BadgeList } from '../ui/BadgeList'
import { Button } from '../ui/Button'
import { CallToAction, type Secondary } from '../ui/CallToAction'
import { Section } from '../ui/Section'
import { SupportSection } from './SupportSection'

type Props = {
  badges: { label: string; items: readonly string[] }
  /** The intro button's words; it leads to the plans. */
  startAction: string
  beforePlans?: ReactNode
  /** The line's performance figures, in a section of their own just before the plans. */
  performance?: { heading?: string; intro?: string; label: string; figures: readonly Figure[] }
  plansCopy: { heading: string; intro?: string | undefined }
  plans: ReactNode
  /** A line of small print under the plans. */
  plansNote?: string
  children?: ReactNode
  supportIntro?: string
  callToAction?: { heading: string; text: string; primaryAction: string; secondary?: Secondary }
}

/** A product-line page: intro with badges, sections, plans, the line's own sections (children), support, a CTA. */
export function ProductLinePage(props: Props) {
  const { badges, startAction, beforePlans, performance, plansCopy, plans, plansNote, children } = props
  const { supportIntro, callToAction } = props
  return (
    <>
      <PageIntro>
        <BadgeList {...badges} />
        <Button size="lg" href="#plans">
          {startAction}
        </Button>
      </PageIntro>
      {beforePlans}
      {performance && (
        <Section id="performance" heading={performance.heading ?? 'Performance'} intro={performance.intro}>
          <FigureList label={performance.label} stats={performance.figures} />
        </Section>
      )}
      <Section id="plans" heading={plansCopy.heading} intro={plansCopy.intro} tone="raised" linkTarget>
        {plans}
        {plansNote && <p className="fine-print plans-note">{plansNote}</p>}
      </Section>
      {children}
      <SupportSection intro={supportIntro} />
      {callToAction && (
        <CallToAction
          id="get-started"
          {...callToAction}
          primary={{ label: callToAction.primaryAction, href: '#plans' }}
        />
      )}
      <style jsx>{`
        .plans-note {
          max-width: 52rem;
          margin: var(--space-5) 0 0;
        }
      `}</style>
    </>
  )
}
