import { memo, type RefObject, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react'
import type { Game } from '../../data/games'
import { defineIsland } from '../islands/island'
import { valueTypedBeforeHydration } from '../islands/pendingEvents'
import { SearchField } from '../ui/SearchField'
import { searchTextFitsAddress, searchTextFromAddress } from '../ui/searchText'
import { filterGames, resultsAnnouncement } from './filterGames'
import { GameGrid } from './GameGrid'

type Props = { games: readonly Game[]; label: string; placeholder: string; emptyMessage: string }

/** The searchable catalogue grid; the query lives in the URL as ?q=. */
function GameCatalogue({ games, label, placeholder, emptyMessage }: Props) {
  const field = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useQuery(field)
  // The field answers each key at once; the memoised grid follows in a render React can interrupt.
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

/** The query, mirrored in ?q= for reload, sharing and Back: '' as prerendered, then what was typed, else the URL's. */
function useQuery(field: RefObject<HTMLInputElement | null>): [string, (value: string) => void] {
  const [value, setValue] = useState('')

  const update = useCallback((next: string) => {
    setValue(next)
    const url = new URL(window.location.href)
    const before = url.searchParams.get('q') ?? ''
    if (next === '' || !searchTextFitsAddress(next)) url.searchParams.delete('q')
    else url.searchParams.set('q', next)
    if (url.href === window.location.href) return
    // A fresh state object: Vike marks it as the page's own entry and does not re-render on Back.
    if (before === '') window.history.pushState({}, '', url)
    else window.history.replaceState({}, '', url)
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: what was typed before hydration is read once, on mount
  useEffect(() => {
    const sync = () => setValue(searchTextFromAddress(new URLSearchParams(window.location.search).get('q')))
    const typed = valueTypedBeforeHydration(field.current)
    if (typed === undefined) sync()
    else update(typed)
    window.addEventListener('popstate', sync)
    return () => window.removeEventListener('popstate', sync)
  }, [update])

  return [value, update]
}

type ResultsProps = Pick<Props, 'games' | 'emptyMessage'> & { query: string }

const ResultsGrid = memo(function ResultsGrid({ games, query, emptyMessage }: ResultsProps) {
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
