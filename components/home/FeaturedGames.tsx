import type { Game } from '../../data/games'
import { GameCard } from '../games/GameCard'

/** The home page's featured games: each card is a plain link to the game's page. */
export function FeaturedGames({ games }: { games: readonly Game[] }) {
  return (
    <ul className="games">
      {games.map((game) => (
        <li key={game.slug}>
          <GameCard game={game} />
        </li>
      ))}
      <style jsx>{`
        .games {
          display: grid;
          gap: var(--space-4);
          grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
          list-style: none;
          margin: 0;
          padding: 0;
        }
      `}</style>
    </ul>
  )
}
