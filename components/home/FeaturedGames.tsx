import type { Game } from '../../data/games'
import { GameCard } from '../games/GameCard'

/** Choosing a featured game goes to that game's page (every page is its own static HTML file). */
export function selectFeaturedGame(game: Game): void {
  window.location.assign(game.link)
}

export function FeaturedGames({
  games,
  onSelect = selectFeaturedGame,
}: {
  games: readonly Game[]
  onSelect?: (game: Game) => void
}) {
  return (
    <ul className="games">
      {games.map((game) => (
        <li key={game.slug}>
          <GameCard game={game} onSelect={onSelect} />
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
