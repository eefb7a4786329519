import { Check } from 'lucide-react'
import { usePageContext } from 'vike-react/usePageContext'
import type { HomeContent } from '../../data/schemas/home'
import { Button } from '../ui/Button'

type Props = { hero: HomeContent['hero']; primaryHref: string; secondaryHref: string }

/** The home page's h1 and lead paragraph, from its route registry entry as on every other page, with the hero. */
export function HomeHero({ hero, primaryHref, secondaryHref }: Props) {
  const route = usePageContext().pageRoute
  if (!route) throw new Error('HomeHero: the home page has no registered route')
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="container layout">
        <div className="copy">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="hero-heading">{route.heading}</h1>
          <p className="lead intro">{route.intro}</p>
          <div className="button-row actions">
            <Button size="lg" href={primaryHref}>
              {hero.primaryAction}
            </Button>
            <Button size="lg" variant="outline" href={secondaryHref}>
              {hero.secondaryAction}
            </Button>
          </div>
          <ul className="highlights">
            {hero.highlights.map((highlight) => (
              <li key={highlight}>
                <Check aria-hidden="true" size={18} className="line-icon" />
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <img
          className="art"
          src={hero.image.src}
          alt={hero.image.alt}
          width={hero.image.width}
          height={hero.image.height}
          fetchPriority="high"
        />
      </div>
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
          display: inline-block;
          margin-bottom: var(--space-4);
          padding: var(--space-1) var(--space-3);
          border: 1px solid var(--color-border-strong);
          border-radius: var(--radius-pill);
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
          list-style: none;
          margin: 0;
          padding: 0;
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
      `}</style>
    </section>
  )
}
