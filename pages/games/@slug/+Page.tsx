import { usePageContext } from 'vike-react/usePageContext'
import { PageIntro } from '../../../components/content/PageIntro'
import { GameGrid } from '../../../components/games/GameGrid'
import { SupportSection } from '../../../components/plans/SupportSection'
import { Button } from '../../../components/ui/Button'
import { Section } from '../../../components/ui/Section'
import { gameByLink, relatedGames } from '../../../data/games'
import { catalogueGamePage as copy } from '../../../data/pages/games'
import { pathTo } from '../../../data/routePaths'
import { billingUrl, site } from '../../../data/site'

/** The generated page of a catalogue game without plans of its own: one template, data from the catalogue. */
export default function Page() {
  const { urlPathname, pageRoute } = usePageContext()
  const game = pageRoute ? gameByLink(pageRoute.path) : undefined
  if (!game) throw new Error(`No catalogue game at ${urlPathname}`)
  const related = relatedGames(game)
  return (
    <>
      <PageIntro>
        <div className="facts">
          <img src={game.image} alt={game.imageAlt} width={640} height={360} fetchPriority="high" />
          <dl>
            <div>
              <dt className="fine-print">Players</dt>
              <dd>{game.players === 'Unlimited' ? 'Unlimited' : `Up to ${game.players}`}</dd>
            </div>
            <div>
              <dt className="fine-print">Genre</dt>
              <dd>{game.category}</dd>
            </div>
          </dl>
        </div>
      </PageIntro>
      <Section id="on-request" heading={copy.onRequest.heading} tone="raised">
        <p className="lead">{copy.onRequest.text}</p>
        <div className="button-row">
          <Button href={pathTo('contact')}>{copy.onRequest.contactAction}</Button>
          <Button variant="outline" href={site.social.discordInvite}>
            {copy.onRequest.discordAction}
          </Button>
          <Button variant="outline" href={billingUrl('clientArea')}>
            {copy.onRequest.billingAction}
          </Button>
        </div>
      </Section>
      <Section id="included" heading={copy.platformHeading} cards={copy.platformClaims} />
      {related.length > 0 && (
        <Section id="related" heading={copy.relatedHeading} tone="raised">
          <GameGrid games={related} />
        </Section>
      )}
      <SupportSection />
      <style jsx>{`
        .facts {
          display: flex;
          flex-wrap: wrap;
          gap: var(--space-5);
          align-items: center;
        }
        .facts img {
          width: min(100%, 26rem);
          border-radius: var(--radius-lg);
          border: 1px solid var(--color-border);
        }
        dl {
          display: flex;
          gap: var(--space-6);
          margin: 0;
        }
        dd {
          margin: 0;
          font-size: var(--text-xl);
          font-weight: 700;
        }
      `}</style>
    </>
  )
}
