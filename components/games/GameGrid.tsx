import type { Game } from '../../data/games'
import { fillGridProps } from '../ui/cardGrid'
import { GameCard } from './GameCard'

/** Game cards in as many columns as fit: the catalogue, the home page's featured games, related games. */
export function GameGrid({ games, detailsLabel }: { games: readonly Game[]; detailsLabel?: string }) {
  return (
    <ul {...fillGridProps('15rem')}>
      {games.map((game) => (
        <li key={game.slug}>
          <GameCard game={game} detailsLabel={detailsLabel} />
        </li>
      ))}
    </ul>
  )
}
