import { vpsPageCopy as copy } from '../../data/pages/servers'
import { PlanGrid } from '../plans/PlanGrid'
import { ProductLinePage } from '../plans/ProductLinePage'
import { type VpsLine, type VpsPlan, vpsPlanCard } from '../plans/planCards'
import { BadgeList } from '../ui/BadgeList'
import { IconCardGrid } from '../ui/IconCardGrid'
import { Illustration } from '../ui/Illustration'
import { Section } from '../ui/Section'
import { SplitLayout } from '../ui/SplitLayout'
import { PlanCarouselIsland } from './PlanCarousel'
import { ResourceBars } from './ResourceBars'

type Props = { line: VpsLine; plans: readonly VpsPlan[]; coreUnit: string; layout: 'grid' | 'carousel' }

/** The body of a VPS line page (Ryzen and Intel); `layout` picks a plain grid or a grid that becomes a carousel. */
export function VpsLinePage({ line, plans, coreUnit, layout }: Props) {
  const cards = plans.map((plan) => vpsPlanCard(plan, line, coreUnit))
  const badges = [line.processor, line.virtualization, `${line.memoryType} memory`, line.storageType, line.location]
  return (
    <ProductLinePage
      badges={{ label: copy.badgesLabel, items: badges.filter((badge) => badge !== undefined) }}
      startAction={copy.choosePlanAction}
      plansCopy={copy.plans}
      plans={
        <>
          <BadgeList items={line.termNotes} label={copy.termsLabel} variant="terms" />
          {layout === 'carousel' ? (
            <PlanCarouselIsland plans={cards} label={copy.carouselLabel} />
          ) : (
            <PlanGrid plans={cards} />
          )}
        </>
      }
    >
      <Section id="resources" heading={copy.resources.heading} intro={copy.resources.intro}>
        <ResourceBars rows={plans} coreUnit={coreUnit} />
      </Section>
      <Section id="network" heading={copy.network.heading} intro={copy.network.intro} tone="raised">
        <SplitLayout aside={<Illustration image={copy.network.image} />}>
          <IconCardGrid items={copy.network.items} columns={2} />
        </SplitLayout>
      </Section>
      <Section id="control-panel" {...copy.controlPanel} cards={copy.controlPanel.items} />
    </ProductLinePage>
  )
}
