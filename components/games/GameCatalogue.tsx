import type { Game } from '../../data/games'
import { useQueryParam } from '../../lib/useQueryParam'
import { defineIsland } from '../islands/island'
import { SearchField } from '../ui/SearchField'
import { filterGames, resultsAnnouncement } from './filterGames'
import { GameGrid } from './GameGrid'

/** The searchable catalogue grid; the query lives in the URL as ?q=. */
export function GameCatalogue({
  games,
  label,
  placeholder,
  emptyMessage,
}: {
  games: readonly Game[]
  label: string
  placeholder: string
  emptyMessage: string
}) {
  const [query, setQuery] = useQueryParam('q')
  const results = filterGames(games, query)
  return (
    <div className="catalogue">
      <SearchField label={label} placeholder={placeholder} value={query} onChange={setQuery} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {query.trim() === '' ? '' : resultsAnnouncement(results.length, games.length)}
      </p>
      {results.length === 0 ? (
        <p className="empty">{emptyMessage}</p>
      ) : (
        <GameGrid games={results} detailsLabel="View Details" />
      )}
      <style jsx>{`
        .empty {
          padding: var(--space-6);
          border: 1px dashed var(--color-border-strong);
          border-radius: var(--radius-lg);
          text-align: center;
          color: var(--color-text-muted);
        }
      `}</style>
    </div>
  )
}

export const GameCatalogueIsland = /* @__PURE__ */ defineIsland('GameCatalogue', GameCatalogue)
