import { PageIntro } from '../../../components/content/PageIntro'
import { LineComparison } from '../../../components/servers/LineComparison'
import { CallToAction } from '../../../components/ui/CallToAction'
import { IconCardGrid } from '../../../components/ui/IconCardGrid'
import { Section } from '../../../components/ui/Section'
import { vpsOverviewCopy as copy } from '../../../data/pages/servers'
import { intelVpsLine, intelVpsPlans } from '../../../data/plans/vpsIntel'
import { ryzenVpsLine, ryzenVpsPlans } from '../../../data/plans/vpsRyzen'
import { pathTo } from '../../../data/routePaths'
import { formatInr } from '../../../lib/format'

const priceRange = (prices: number[]) =>
  `${formatInr(Math.min(...prices))} to ${formatInr(Math.max(...prices))} a month`

const properties = ['Processor', 'Memory', 'Storage', 'Location', 'Monthly price', 'Setup fee', 'Plans'] as const

const lines = [
  { line: ryzenVpsLine, plans: ryzenVpsPlans, href: pathTo('vpsRyzen') },
  { line: intelVpsLine, plans: intelVpsPlans, href: pathTo('vpsIntel') },
].map(({ line, plans, href }) => ({
  name: line.name,
  href,
  rows: {
    Processor: line.processor,
    Memory: line.memoryType,
    Storage: line.storageType,
    ...(line.location ? { Location: line.location } : {}),
    'Monthly price': priceRange(plans.map((plan) => plan.monthlyPrice)),
    'Setup fee': `${formatInr(line.setupFee)} once`,
    Plans: `${plans.length} sizes, ${Math.min(...plans.map((plan) => plan.ramGb))} GB to ${Math.max(...plans.map((plan) => plan.ramGb))} GB RAM`,
  },
}))

export default function Page() {
  return (
    <>
      <PageIntro />
      <Section id="comparison" heading={copy.comparison.heading} intro={copy.comparison.intro}>
        <LineComparison lines={lines} properties={properties} caption="Ryzen and Intel VPS lines compared" />
      </Section>
      <Section id="choose" heading={copy.choose.heading} tone="raised">
        <IconCardGrid items={copy.choose.items} columns={2} />
      </Section>
      <CallToAction id="get-help" {...copy.callToAction} />
    </>
  )
}
