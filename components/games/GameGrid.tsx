import type { Game } from '../../data/games'
import { countOf, formatInr } from '../../lib/format'
import { fillGridProps } from '../ui/cardGrid'

/**
 * Game cards in as many columns as fit (the catalogue, the home page's featured games, related games), each one link
 * named by its visible text alone (WCAG 2.5.3): the artwork is decorative.
 */
export function GameGrid({ games, detailsLabel }: { games: readonly Game[]; detailsLabel?: string }) {
  return (
    <ul {...fillGridProps('15rem')}>
      {games.map((game) => (
        <li key={game.slug}>
          <a className="card game-card" href={game.link}>
            <img src={game.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
            <span className="body">
              <span className="name">{game.name}</span>
              <span className="fine-print meta">
                <span>{game.category}</span>
                <span aria-hidden="true">·</span>
                <span>
                  {game.players === 'Unlimited' ? 'Unlimited players' : countOf(Number(game.players), 'player')}
                </span>
              </span>
              {game.price !== undefined && (
                <span className="price">
                  from <strong>{formatInr(game.price)}</strong>/month
                </span>
              )}
              {detailsLabel && <span className="details">{detailsLabel}</span>}
            </span>
          </a>
        </li>
      ))}
      <style jsx>{`
        .game-card {
          display: flex;
          flex-direction: column;
          height: 100%;
          padding: 0;
          overflow: hidden;
          color: var(--color-text);
          text-decoration: none;
          transition:
            transform 0.2s ease,
            border-color 0.2s ease,
            box-shadow 0.2s ease;
        }
        .game-card:hover {
          transform: translateY(-3px);
          border-color: var(--color-primary);
          box-shadow: var(--shadow-md);
        }
        img {
          display: block;
          width: 100%;
          aspect-ratio: 16 / 9;
          object-fit: cover;
          background: var(--color-surface-raised);
        }
        /* The last line sits at the bottom, so a row's buttons line up whether or not a card has a price line. */
        .body {
          flex: 1;
          display: flex;
          flex-direction: column;
          gap: var(--space-1);
          padding: var(--space-3) var(--space-4) var(--space-4);
        }
        .name {
          font-weight: 700;
          font-size: var(--text-lg);
        }
        .meta {
          display: flex;
          gap: var(--space-2);
        }
        .price {
          font-size: var(--text-sm);
        }
        .details {
          align-self: flex-start;
          margin-top: auto;
          padding: var(--space-1) var(--space-3);
          border: 1px solid var(--color-border-strong);
          border-radius: var(--radius-md);
          font-size: var(--text-sm);
          font-weight: 650;
          color: var(--color-link);
        }
        .game-card:hover .details {
          border-color: var(--color-primary);
        }
      `}</style>
    </ul>
  )
}
