import { memo, useDeferredValue, useRef } from 'react'
import type { Game } from '../../data/games'
import { defineIsland } from '../islands/island'
import { valueTypedBeforeHydration } from '../islands/pendingEvents'
import { SearchField } from '../ui/SearchField'
import { filterGames, resultsAnnouncement } from './filterGames'
import { GameGrid } from './GameGrid'
import { useQueryParam } from './useQueryParam'

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
  const field = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useQueryParam('q', () => valueTypedBeforeHydration(field.current))
  // The field shows each key at once; the cards follow in a render React can interrupt, so the frame answering a
  // key never waits for the grid, which is memoised and so skipped by that first render.
  const shownQuery = useDeferredValue(query)
  return (
    <div className="catalogue">
      <SearchField label={label} placeholder={placeholder} value={query} onChange={setQuery} inputRef={field} />
      <p className="visually-hidden" role="status" aria-live="polite">
        {shownQuery.trim() === '' ? '' : resultsAnnouncement(filterGames(games, shownQuery).length, games.length)}
      </p>
      <ResultsGrid games={games} query={shownQuery} emptyMessage={emptyMessage} />
    </div>
  )
}

const ResultsGrid = memo(function ResultsGrid({
  games,
  query,
  emptyMessage,
}: {
  games: readonly Game[]
  query: string
  emptyMessage: string
}) {
  const results = filterGames(games, query)
  if (results.length > 0) return <GameGrid games={results} detailsLabel="View Details" />
  return (
    <p className="empty">
      {emptyMessage}
      <style jsx>{`
        .empty {
          padding: var(--space-6);
          border: 1px dashed var(--color-border-strong);
          border-radius: var(--radius-lg);
          text-align: center;
          color: var(--color-text-muted);
        }
      `}</style>
    </p>
  )
})

export const GameCatalogueIsland = /* @__PURE__ */ defineIsland('GameCatalogue', GameCatalogue)
