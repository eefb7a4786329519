import type { Game } from '../../data/games'
import { countOf, formatInr } from '../../lib/format'

/** A catalogue game as one link, named by its visible text alone (WCAG 2.5.3): the artwork is decorative. */
export function GameCard({ game, detailsLabel }: { game: Game; detailsLabel?: string }) {
  const price = game.price
  return (
    <a className="card game-card" href={game.link}>
      <img src={game.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
      <span className="body">
        <span className="name">{game.name}</span>
        <span className="fine-print meta">
          <span>{game.category}</span>
          <span aria-hidden="true">·</span>
          <span>{game.players === 'Unlimited' ? 'Unlimited players' : countOf(Number(game.players), 'player')}</span>
        </span>
        {price !== undefined && (
          <span className="price">
            from <strong>{formatInr(price)}</strong>/month
          </span>
        )}
        {detailsLabel && <span className="details">{detailsLabel}</span>}
      </span>
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
        /* The body fills the card and its last line sits at the bottom, so a row's buttons line up whether or not
           a card has a price line. */
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
    </a>
  )
}
