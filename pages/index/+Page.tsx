import { Check } from 'lucide-react'
import { usePageContext } from 'vike-react/usePageContext'
import { FaqAccordion } from '../../components/content/FaqAccordion'
import { ProseSection } from '../../components/content/ProseSection'
import { GameGrid } from '../../components/games/GameGrid'
import { Button } from '../../components/ui/Button'
import { CallToAction } from '../../components/ui/CallToAction'
import { Section } from '../../components/ui/Section'
import { featuredGames } from '../../data/games'
import { faqItems } from '../../data/pages/faq'
import { homeContent as home } from '../../data/pages/home'
import { pathTo } from '../../data/routePaths'

export default function Page() {
  // The h1 and lead paragraph come from the route registry entry, as on every other page.
  const route = usePageContext().pageRoute
  if (!route) throw new Error('The home page has no registered route')
  return (
    <>
      <section className="hero" aria-labelledby="hero-heading">
        <div className="container layout">
          <div className="copy">
            <p className="pill eyebrow">{home.hero.eyebrow}</p>
            <h1 id="hero-heading">{route.heading}</h1>
            <p className="lead intro">{route.intro}</p>
            <div className="button-row actions">
              <Button size="lg" href={pathTo('games')}>
                {home.hero.primaryAction}
              </Button>
              <Button size="lg" variant="outline" href="#beyond-gaming">
                {home.hero.secondaryAction}
              </Button>
            </div>
            <ul className="plain-list highlights">
              {home.hero.highlights.map((highlight) => (
                <li key={highlight}>
                  <Check aria-hidden="true" size={18} className="line-icon" />
                  {highlight}
                </li>
              ))}
            </ul>
          </div>
          <img
            className="art"
            src={home.hero.image.src}
            alt={home.hero.image.alt}
            width={home.hero.image.width}
            height={home.hero.image.height}
            fetchPriority="high"
          />
        </div>
      </section>
      <Section id="featured-games" heading={home.featuredGames.heading} intro={home.featuredGames.intro}>
        <GameGrid games={featuredGames} />
        <p className="more">
          <Button variant="outline" href={pathTo('games')}>
            {home.featuredGames.seeAllAction}
          </Button>
        </p>
      </Section>
      <Section id="features" {...home.features} tone="raised" cards={home.features.items} />
      <ProseSection id="story" heading={home.story.heading} paragraphs={home.story.paragraphs} />
      <Section id="why-choose" heading={home.whyChoose.heading} tone="raised" cards={home.whyChoose.blocks} />
      <Section id="faq" heading={home.faq.heading} intro={home.faq.intro}>
        <FaqAccordion items={faqItems.slice(0, home.faq.count)} groupName="home-faq" />
        <p className="more">
          <Button variant="link" href={pathTo('faq')}>
            {home.faq.moreAction}
          </Button>
        </p>
      </Section>
      <Section id="beyond-gaming" {...home.beyondGaming} tone="raised" linkTarget links={home.beyondGaming.tiles} />
      <CallToAction id="start-here" {...home.startHere} />
      <style jsx>{`
        .hero {
          padding-block: var(--space-7) var(--space-8);
        }
        .layout {
          display: grid;
          gap: var(--space-6);
          align-items: center;
        }
        @media (min-width: 1024px) {
          .layout {
            grid-template-columns: 1.1fr 0.9fr;
          }
        }
        .eyebrow {
          margin-bottom: var(--space-4);
          border: 1px solid var(--color-border-strong);
          font-size: var(--text-sm);
          font-weight: 600;
          color: var(--color-link);
        }
        h1 {
          letter-spacing: -0.02em;
        }
        .intro {
          max-width: 38rem;
        }
        .actions {
          margin-block: var(--space-5);
        }
        .highlights {
          display: flex;
          flex-wrap: wrap;
          gap: var(--space-2) var(--space-5);
          font-weight: 600;
        }
        .highlights li {
          display: inline-flex;
          align-items: center;
          gap: var(--space-2);
        }
        .highlights :global(svg) {
          color: var(--color-success);
        }
        .art {
          width: 100%;
          max-width: 36rem;
          justify-self: center;
        }
        .more {
          margin: var(--space-5) 0 0;
          text-align: center;
        }
      `}</style>
    </>
  )
}
