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
import { claimShown } from '../../../data/claims'
import { discordBotPageCopy as copy } from '../../../data/pages/servers'
import { discordBotLine, discordBotPlans } from '../../../data/plans/discordBot'
import { supportSection } from '../../../data/support'
import { simulatedFigures } from '../../../data/uiSettings'

const cards = discordBotPlans.map((plan) => ({
  id: plan.id,
  name: plan.name,
  price: plan.price,
  tagline: `${plan.bots} bots · ${plan.performance} performance`,
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
          {copy.getStartedAction}
        </Button>
      </PageIntro>
      <Section id="performance" heading="Performance">
        <StatsStrip
          label="Bot hosting performance"
          stats={[
            uptimeStat('uptime', copy.stats.uptimeLabel, copy.stats.initialUptime),
            { id: 'response', label: copy.stats.responseLabel, value: `${simulatedFigures.botResponse.shownMs}ms` },
            {
              id: 'locations',
              label: copy.stats.locationsLabel,
              value: claimShown('locations', '/servers/discord-bot stats row').replace(' global locations', ''),
            },
            {
              id: 'setup',
              label: copy.stats.setupLabel,
              value: claimShown('setup', '/servers/discord-bot stats row').replace(/^setup u/, 'U'),
            },
          ]}
        />
      </Section>
      <Section id="plans" heading={copy.plans.heading} intro={copy.plans.intro} tone="raised">
        <PlanGrid plans={cards} />
        <p className="footnote">{discordBotLine.bandwidthFootnote}</p>
      </Section>
      <Section id="features" heading={copy.features.heading}>
        <SplitLayout aside={<Illustration image={copy.illustration} />}>
          <IconCardGrid items={copy.features.items} columns={2} />
        </SplitLayout>
      </Section>
      <SupportSection copy={supportSection} intro={copy.supportIntro} />
      <CallToAction
        id="get-started"
        heading={copy.callToAction.heading}
        text={copy.callToAction.text}
        primary={{ label: copy.callToAction.primaryAction, href: '#plans' }}
      />
      <style jsx>{`
        .footnote {
          max-width: 52rem;
          margin: var(--space-5) 0 0;
          font-size: var(--text-sm);
          color: var(--color-text-muted);
        }
      `}</style>
    </>
  )
}
