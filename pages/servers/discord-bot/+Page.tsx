import { PlanGrid } from '../../../components/plans/PlanGrid'
import { ProductLinePage } from '../../../components/plans/ProductLinePage'
import { uptimeFigure } from '../../../components/stats/LiveFigure'
import { IconCardGrid } from '../../../components/ui/IconCardGrid'
import { Illustration } from '../../../components/ui/Illustration'
import { Section } from '../../../components/ui/Section'
import { SplitLayout } from '../../../components/ui/SplitLayout'
import { claimShown } from '../../../data/claims'
import { discordBotPageCopy as copy } from '../../../data/pages/servers'
import { discordBotLine, discordBotPlans } from '../../../data/plans/discordBot'
import { simulatedFigures } from '../../../data/uiSettings'

const shown = (claim: string) => claimShown(claim, '/servers/discord-bot stats row')
const cards = discordBotPlans.map((plan) => ({
  ...plan,
  tagline: `${plan.bots} bots · ${plan.performance} performance`,
}))

export default function Page() {
  return (
    <ProductLinePage
      badges={copy.badges}
      startAction={copy.getStartedAction}
      performance={{
        label: 'Bot hosting performance',
        figures: [
          { id: 'uptime', label: copy.stats.uptimeLabel, value: uptimeFigure(copy.stats.initialUptime) },
          { id: 'response', label: copy.stats.responseLabel, value: `${simulatedFigures.botResponse.shownMs}ms` },
          {
            id: 'locations',
            label: copy.stats.locationsLabel,
            value: shown('locations').replace(' global locations', ''),
          },
          { id: 'setup', label: copy.stats.setupLabel, value: shown('setup').replace(/^setup u/, 'U') },
        ],
      }}
      plansCopy={copy.plans}
      plans={<PlanGrid plans={cards} />}
      plansNote={discordBotLine.bandwidthFootnote}
      supportIntro={copy.supportIntro}
      callToAction={copy.callToAction}
    >
      <Section id="features" heading={copy.features.heading}>
        <SplitLayout aside={<Illustration image={copy.illustration} />}>
          <IconCardGrid items={copy.features.items} columns={2} />
        </SplitLayout>
      </Section>
    </ProductLinePage>
  )
}
