import { PageIntro } from '../../../components/content/PageIntro'
import { GameCatalogueIsland } from '../../../components/games/GameCatalogue'
import { SupportSection } from '../../../components/plans/SupportSection'
import { FigureList } from '../../../components/stats/FigureList'
import { BadgeList } from '../../../components/ui/BadgeList'
import { Button } from '../../../components/ui/Button'
import { CallToAction } from '../../../components/ui/CallToAction'
import { Section } from '../../../components/ui/Section'
import { games } from '../../../data/games'
import { gamesCataloguePage as copy } from '../../../data/pages/games'

export default function Page() {
  return (
    <>
      <PageIntro>
        <BadgeList {...copy.badges} />
        <Button size="lg" href="#game-grid">
          {copy.exploreAction}
        </Button>
      </PageIntro>
      <Section id="game-grid" heading={copy.grid.heading} intro={copy.grid.intro} linkTarget>
        <GameCatalogueIsland
          games={games}
          label={copy.search.label}
          placeholder={copy.search.placeholder}
          emptyMessage={copy.search.emptyMessage}
        />
      </Section>
      <Section id="solutions" {...copy.solutions} tone="raised" links={copy.solutions.items} />
      <Section id="why-choose" heading={copy.whyChoose.heading} cards={copy.whyChoose.items} />
      <Section id="cross-platform" {...copy.crossPlatform} tone="raised" cards={copy.crossPlatform.items} columns={4} />
      <SupportSection />
      <Section id="stats" heading="By the numbers" tone="raised">
        <FigureList label="Our game hosting in numbers" stats={copy.stats} />
      </Section>
      <CallToAction id="get-started" {...copy.callToAction} />
    </>
  )
}
