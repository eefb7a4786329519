import { PageIntro } from '../../../components/content/PageIntro'
import { ImageGallery } from '../../../components/games/ImageGallery'
import { PlanGrid } from '../../../components/plans/PlanGrid'
import { gamePlanCard } from '../../../components/plans/planCards'
import { SupportSection } from '../../../components/plans/SupportSection'
import { LiveFigureIsland } from '../../../components/stats/LiveFigure'
import { StatsStrip } from '../../../components/stats/StatsStrip'
import { BadgeList } from '../../../components/ui/BadgeList'
import { Button } from '../../../components/ui/Button'
import { CallToAction } from '../../../components/ui/CallToAction'
import { EmptyState } from '../../../components/ui/EmptyState'
import { IconCardGrid } from '../../../components/ui/IconCardGrid'
import { Section } from '../../../components/ui/Section'
import { Tabs } from '../../../components/ui/Tabs'
import { minecraftPage as copy } from '../../../data/pages/games'
import { minecraftPlans } from '../../../data/plans/minecraft'
import { pathTo } from '../../../data/routePaths'
import { site } from '../../../data/site'
import { supportSection } from '../../../data/support'
import { simulatedFigures } from '../../../data/uiSettings'

const backupsLabel = (count: number) => `${count} cloud backups`
const premiumPlans = minecraftPlans
  .filter((plan) => plan.tier === 'premium')
  .map((plan) => gamePlanCard(plan, backupsLabel))
const budgetPlans = minecraftPlans
  .filter((plan) => plan.tier === 'budget')
  .map((plan) => gamePlanCard(plan, backupsLabel))
const uptime = simulatedFigures.uptime
const ping = copy.performance.ping

export default function Page() {
  return (
    <div className="page">
      <PageIntro>
        <BadgeList items={copy.editions} label="Editions and features" />
        <Button size="lg" href="#plans">
          {copy.choosePlanAction}
        </Button>
      </PageIntro>
      <Section id="features" heading="What you get" tone="raised">
        <IconCardGrid items={copy.features} />
      </Section>
      <Section id="performance" heading={copy.performance.heading} intro={copy.performance.intro}>
        <StatsStrip
          label="Live performance"
          stats={[
            {
              id: 'uptime',
              label: copy.performance.uptimeLabel,
              value: (
                <LiveFigureIsland
                  initial={copy.performance.initialUptime}
                  range={uptime}
                  intervalMs={uptime.intervalMs}
                  narrowIntervalMs={uptime.mobileIntervalMs}
                  narrowMaxWidthPx={uptime.mobileMaxWidthPx}
                  unit="%"
                  steadyText={`between ${uptime.min}% and ${uptime.max.toFixed(1)}%`}
                />
              ),
            },
            {
              id: 'ping',
              label: copy.performance.pingLabel,
              value: (
                <LiveFigureIsland
                  initial={ping.initial}
                  range={ping}
                  intervalMs={uptime.intervalMs}
                  narrowIntervalMs={uptime.mobileIntervalMs}
                  narrowMaxWidthPx={uptime.mobileMaxWidthPx}
                  unit=" ms"
                  steadyText={`from ${ping.min} ms`}
                />
              ),
            },
          ]}
        />
      </Section>
      <Section id="plans" heading={copy.plans.heading} intro={copy.plans.intro} tone="raised">
        <Tabs
          label={copy.plans.tabsLabel}
          items={[
            { id: 'premium', label: copy.plans.premiumTab, content: <PlanGrid plans={premiumPlans} /> },
            {
              id: 'budget',
              label: copy.plans.budgetTab,
              content:
                budgetPlans.length > 0 ? (
                  <PlanGrid plans={budgetPlans} />
                ) : (
                  <EmptyState heading={copy.plans.budgetEmpty.heading} text={copy.plans.budgetEmpty.text}>
                    <Button href={pathTo('contact')}>Contact sales</Button>
                    <Button variant="outline" href={site.social.discordInvite}>
                      Join our Discord
                    </Button>
                  </EmptyState>
                ),
            },
          ]}
        />
      </Section>
      <Section id="modpacks" heading={copy.gallery.heading} intro={copy.gallery.intro}>
        <ImageGallery images={copy.gallery.images} />
      </Section>
      <Section id="why-choose" heading={copy.whyChoose.heading} tone="raised">
        <IconCardGrid items={copy.whyChoose.items} />
      </Section>
      <SupportSection copy={supportSection} />
      <CallToAction
        id="get-started"
        heading={copy.callToAction.heading}
        text={copy.callToAction.text}
        primary={{ label: copy.callToAction.primaryAction, href: '#plans' }}
        secondary={
          copy.callToAction.secondaryAction
            ? { label: copy.callToAction.secondaryAction, href: pathTo('contact') }
            : undefined
        }
      />
      <style jsx>{`
        .page {
          position: relative;
        }
      `}</style>
    </div>
  )
}
