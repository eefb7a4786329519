import { FaqAccordion } from '../../components/content/FaqAccordion'
import { ProseSection } from '../../components/content/ProseSection'
import { GameGrid } from '../../components/games/GameGrid'
import { HomeHero } from '../../components/home/HomeHero'
import { Button } from '../../components/ui/Button'
import { CallToAction } from '../../components/ui/CallToAction'
import { IconCardGrid } from '../../components/ui/IconCardGrid'
import { LinkCardGrid } from '../../components/ui/LinkCardGrid'
import { Section } from '../../components/ui/Section'
import { featuredGames } from '../../data/games'
import { faqItems } from '../../data/pages/faq'
import { homeContent as home } from '../../data/pages/home'
import { pathTo } from '../../data/routePaths'

export default function Page() {
  return (
    <>
      <HomeHero hero={home.hero} primaryHref={pathTo('games')} secondaryHref="#beyond-gaming" />
      <Section id="featured-games" heading={home.featuredGames.heading} intro={home.featuredGames.intro}>
        <GameGrid games={featuredGames} />
        <p className="more">
          <Button variant="outline" href={pathTo('games')}>
            {home.featuredGames.seeAllAction}
          </Button>
        </p>
      </Section>
      <Section id="features" heading={home.features.heading} intro={home.features.intro} tone="raised">
        <IconCardGrid items={home.features.items} />
      </Section>
      <ProseSection id="story" heading={home.story.heading} paragraphs={home.story.paragraphs} />
      <Section id="why-choose" heading={home.whyChoose.heading} tone="raised">
        <IconCardGrid items={home.whyChoose.blocks} />
      </Section>
      <Section id="faq" heading={home.faq.heading} intro={home.faq.intro}>
        <FaqAccordion items={faqItems.slice(0, home.faq.count)} groupName="home-faq" />
        <p className="more">
          <Button variant="link" href={pathTo('faq')}>
            {home.faq.moreAction}
          </Button>
        </p>
      </Section>
      <Section
        id="beyond-gaming"
        heading={home.beyondGaming.heading}
        intro={home.beyondGaming.intro}
        tone="raised"
        linkTarget
      >
        <LinkCardGrid cards={home.beyondGaming.tiles} />
      </Section>
      <CallToAction id="start-here" {...home.startHere} />
      <style jsx>{`
        .more {
          margin: var(--space-5) 0 0;
          text-align: center;
        }
      `}</style>
    </>
  )
}
