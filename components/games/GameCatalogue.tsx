import { Search } from 'lucide-react'
import { memo, useDeferredValue, useId } from 'react'
import type { Game } from '../../data/games'
import { defineIsland } from '../islands/island'
import { filterGames, resultsAnnouncement } from './filterGames'
import { GameCard } from './GameCard'
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
  const [query, setQuery] = useQueryParam('q')
  // The field shows each key at once; the cards follow in a render React can interrupt, so the frame answering a
  // key never waits for the grid, which is memoised and so skipped by that first render.
  const shownQuery = useDeferredValue(query)
  const inputId = useId()
  return (
    <div className="catalogue">
      <search className="search">
        <label htmlFor={inputId}>{label}</label>
        <div className="field">
          <Search aria-hidden="true" size={18} />
          <input
            id={inputId}
            type="search"
            placeholder={placeholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      </search>
      <p className="visually-hidden" role="status" aria-live="polite">
        {shownQuery.trim() === '' ? '' : resultsAnnouncement(filterGames(games, shownQuery).length, games.length)}
      </p>
      <ResultsGrid games={games} query={shownQuery} emptyMessage={emptyMessage} />
      <style jsx>{`
        .search {
          display: block;
          max-width: 32rem;
          margin-bottom: var(--space-5);
        }
        label {
          display: block;
          margin-bottom: var(--space-2);
          font-weight: 650;
        }
        .field {
          position: relative;
          display: flex;
          align-items: center;
        }
        .field :global(svg) {
          position: absolute;
          left: var(--space-3);
          color: var(--color-text-muted);
          pointer-events: none;
        }
        input {
          width: 100%;
          min-height: 3rem;
          padding: var(--space-2) var(--space-4) var(--space-2) 2.5rem;
          border: 1px solid var(--color-border-strong);
          border-radius: var(--radius-md);
          background: var(--color-surface);
          color: var(--color-text);
          font: inherit;
        }
        input::placeholder {
          color: var(--color-text-muted);
          opacity: 1;
        }
      `}</style>
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
  return (
    <>
      {results.length === 0 ? (
        <p className="empty">{emptyMessage}</p>
      ) : (
        <ul className="grid">
          {results.map((game) => (
            <li key={game.slug}>
              <GameCard game={game} detailsLabel="View Details" />
            </li>
          ))}
        </ul>
      )}
      <style jsx>{`
        .grid {
          display: grid;
          gap: var(--space-4);
          grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
          margin: 0;
          padding: 0;
          list-style: none;
        }
        .empty {
          padding: var(--space-6);
          border: 1px dashed var(--color-border-strong);
          border-radius: var(--radius-lg);
          text-align: center;
          color: var(--color-text-muted);
        }
      `}</style>
    </>
  )
})

export const GameCatalogueIsland = /* @__PURE__ */ defineIsland('GameCatalogue', GameCatalogue)
