import { vpsPageCopy as copy } from '../../data/pages/servers'
import type { PlanCardData } from '../plans/PlanCard'
import { PlanGrid } from '../plans/PlanGrid'
import { ProductLinePage } from '../plans/ProductLinePage'
import { IconCardGrid } from '../ui/IconCardGrid'
import { Illustration } from '../ui/Illustration'
import { Section } from '../ui/Section'
import { SplitLayout } from '../ui/SplitLayout'
import { PlanCarouselIsland } from './PlanCarousel'
import { ResourceBars } from './ResourceBars'
import { TermsList } from './TermsList'

type Line = {
  processor: string
  virtualization: string
  memoryType: string
  storageType: string
  location?: string | undefined
  termNotes: readonly string[]
}
type Plan = { id: string; name: string; ramGb: number; vcores: number }

/** The body of a VPS line page (Ryzen and Intel); `layout` picks a plain grid or a grid that becomes a carousel. */
export function VpsLinePage({
  line,
  plans,
  cards,
  coreUnit,
  layout,
}: {
  line: Line
  plans: readonly Plan[]
  cards: readonly PlanCardData[]
  coreUnit: string
  layout: 'grid' | 'carousel'
}) {
  const badges = [line.processor, line.virtualization, `${line.memoryType} memory`, line.storageType]
  if (line.location) badges.push(line.location)
  return (
    <ProductLinePage
      badges={{ label: 'What every plan runs on', items: badges }}
      startAction={copy.choosePlanAction}
      plansCopy={copy.plans}
      plans={
        <>
          <TermsList notes={line.termNotes} />
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
      <Section id="control-panel" heading={copy.controlPanel.heading} intro={copy.controlPanel.intro}>
        <IconCardGrid items={copy.controlPanel.items} />
      </Section>
    </ProductLinePage>
  )
}
