import { PlanGrid } from '../../../components/plans/PlanGrid'
import { ProductLinePage } from '../../../components/plans/ProductLinePage'
import { gamePlanCard } from '../../../components/plans/planCards'
import { LiveFigureIsland, uptimeFigure } from '../../../components/stats/LiveFigure'
import { Button } from '../../../components/ui/Button'
import { fillGridProps } from '../../../components/ui/cardGrid'
import { EmptyState } from '../../../components/ui/EmptyState'
import { Section } from '../../../components/ui/Section'
import { Tabs } from '../../../components/ui/Tabs'
import { minecraftPage as copy } from '../../../data/pages/games'
import { minecraftPlans } from '../../../data/plans/minecraft'
import { pathTo } from '../../../data/routePaths'
import { site } from '../../../data/site'
import { simulatedFigures } from '../../../data/uiSettings'

const tierCards = (tier: 'premium' | 'budget') =>
  minecraftPlans
    .filter((plan) => plan.tier === tier)
    .map((plan) => gamePlanCard(plan, (count) => `${count} cloud backups`))
const premiumPlans = tierCards('premium')
const budgetPlans = tierCards('budget')
const uptime = simulatedFigures.uptime
const live = copy.performance
// The live figures follow the uptime figure's schedule, more slowly on narrow screens.
const schedule = {
  intervalMs: uptime.intervalMs,
  narrowIntervalMs: uptime.mobileIntervalMs,
  narrowMaxWidthPx: uptime.mobileMaxWidthPx,
}

export default function Page() {
  return (
    <div className="page">
      <ProductLinePage
        badges={copy.badges}
        startAction={copy.choosePlanAction}
        beforePlans={<Section id="features" heading="What you get" tone="raised" cards={copy.features} />}
        performance={{
          ...live,
          label: 'Live performance',
          figures: [
            { id: 'uptime', label: live.uptimeLabel, value: uptimeFigure(live.initialUptime, schedule) },
            {
              id: 'ping',
              label: live.pingLabel,
              value: (
                <LiveFigureIsland
                  initial={live.ping.initial}
                  range={live.ping}
                  {...schedule}
                  unit=" ms"
                  steadyText={`from ${live.ping.min} ms`}
                />
              ),
            },
          ],
        }}
        plansCopy={copy.plans}
        plans={
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
        }
        callToAction={{
          ...copy.callToAction,
          secondary: { label: copy.callToAction.secondaryAction, href: pathTo('contact') },
        }}
      >
        <Section id="modpacks" heading={copy.gallery.heading} intro={copy.gallery.intro}>
          <ul {...fillGridProps('16rem')}>
            {copy.gallery.images.map((image) => (
              <li key={image.src}>
                <figure className="card">
                  <img
                    src={image.src}
                    alt={image.alt}
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    decoding="async"
                  />
                  <figcaption>{image.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="why-choose" heading={copy.whyChoose.heading} tone="raised" cards={copy.whyChoose.items} />
      </ProductLinePage>
      <style jsx>{`
        .page {
          position: relative;
        }
        figure {
          margin: 0;
          padding: 0;
          overflow: hidden;
        }
        img {
          display: block;
          width: 100%;
          aspect-ratio: 3 / 2;
          object-fit: cover;
        }
        figcaption {
          padding: var(--space-3) var(--space-4);
          font-weight: 650;
        }
      `}</style>
    </div>
  )
}
