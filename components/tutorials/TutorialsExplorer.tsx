import clsx from 'clsx'
import { useEffect, useId, useRef, useState } from 'react'
import type { TutorialCategory, TutorialVideo } from '../../data/tutorials'
import { countOf } from '../../lib/format'
import { defineIsland } from '../islands/island'
import { valueTypedBeforeHydration } from '../islands/pendingEvents'
import { Button } from '../ui/Button'
import { fillGridProps } from '../ui/cardGrid'
import { SearchField } from '../ui/SearchField'
import { CategorySidebar } from './CategorySidebar'
import {
  filterTutorials,
  initialTutorialsState,
  queryFromState,
  stateFromQuery,
  type TutorialsAction,
  type TutorialsState,
  tutorialsReducer,
} from './tutorialsState'
import { VideoCard } from './VideoCard'

/** Key under which the sidebar's open category is kept in a history entry (the URL holds the filter itself). */
const EXPANDED_STATE_KEY = 'tutorialsExpanded'

/** Search box, category sidebar and video grid; the filter lives in the URL query and applies on hydration. */
export function TutorialsExplorer({
  categories,
  videos,
}: {
  categories: readonly TutorialCategory[]
  videos: readonly TutorialVideo[]
}) {
  const id = useId()
  const [state, setState] = useState<TutorialsState>(initialTutorialsState)
  // The newest state before React re-renders: a press replayed after hydration builds on what the mount restored.
  const latest = useRef(state)
  const field = useRef<HTMLInputElement>(null)

  const show = (next: TutorialsState) => {
    latest.current = next
    setState(next)
  }

  const dispatch = (action: TutorialsAction) => {
    const next = tutorialsReducer(latest.current, action)
    show(next)
    const url = `${window.location.pathname}${queryFromState(next)}`
    const entry = { [EXPANDED_STATE_KEY]: next.expanded }
    // Typing updates the current entry: one entry per keystroke would make Back useless.
    if (action.type !== 'search' && url !== `${window.location.pathname}${window.location.search}`) {
      // A fresh state object: the router marks it as ours and leaves same-page Back/Forward to us.
      window.history.pushState(entry, '', url)
    } else {
      window.history.replaceState({ ...window.history.state, ...entry }, '', url)
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: show and dispatch only touch refs, state and history
  useEffect(() => {
    // Keeping the current object when nothing differs spares a blocking re-render of every card after hydration.
    const restore = () => {
      const recorded = (window.history.state as Record<string, unknown> | null)?.[EXPANDED_STATE_KEY]
      const next = stateFromQuery(window.location.search, categories, recorded)
      if (JSON.stringify(next) !== JSON.stringify(latest.current)) show(next)
    }
    restore()
    // Text typed before hydration is the newest wish: it becomes the search, on top of the URL's filter.
    const typed = valueTypedBeforeHydration(field.current)
    if (typed !== undefined) dispatch({ type: 'search', text: typed })
    window.addEventListener('popstate', restore)
    return () => window.removeEventListener('popstate', restore)
  }, [categories])

  const matches = filterTutorials(videos, state)
  const empty = matches.length === 0

  return (
    <div className="container explorer">
      <SearchField
        label="Search tutorials"
        placeholder="Search tutorials..."
        value={state.search}
        onChange={(text) => dispatch({ type: 'search', text })}
        inputRef={field}
      />
      <div className="layout">
        <CategorySidebar
          idPrefix={`${id}-categories`}
          categories={categories}
          videos={videos}
          state={state}
          dispatch={dispatch}
        />
        <section className="results" aria-labelledby={`${id}-results-heading`}>
          <h2 id={`${id}-results-heading`} className="visually-hidden">
            Videos
          </h2>
          <div className={clsx('outcome', empty && 'surface empty')}>
            <div role="status" className="status">
              {empty ? (
                <>
                  <p className="empty-title">No tutorials found</p>
                  <p className="empty-hint">Try adjusting your search or filters</p>
                </>
              ) : (
                <p className="summary">
                  Showing {matches.length} of {countOf(videos.length, 'tutorial')}
                </p>
              )}
            </div>
            {empty && (
              <Button variant="default" onClick={() => dispatch({ type: 'reset' })}>
                Reset Filters
              </Button>
            )}
          </div>
          {!empty && (
            <ul {...fillGridProps('16rem')}>
              {matches.map((video) => (
                <li key={video.id}>
                  <VideoCard video={video} categories={categories} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <style jsx>{`
        .explorer {
          padding-bottom: var(--space-8);
        }
        .layout {
          display: grid;
          gap: var(--space-5);
        }
        @media (min-width: 1024px) {
          .layout {
            grid-template-columns: 18rem minmax(0, 1fr);
            align-items: start;
          }
        }
        .outcome {
          margin-bottom: var(--space-4);
        }
        .summary {
          margin: 0;
          color: var(--color-text-muted);
          font-weight: 600;
        }
        .empty {
          display: grid;
          justify-items: center;
          gap: var(--space-4);
          padding: var(--space-8) var(--space-5);
          border: 1px dashed var(--color-border-strong);
          text-align: center;
        }
        .empty-title {
          margin-bottom: var(--space-1);
          font-size: var(--text-xl);
          font-weight: 700;
        }
        .empty-hint {
          margin: 0;
          color: var(--color-text-muted);
        }
      `}</style>
    </div>
  )
}

export const TutorialsExplorerIsland = /* @__PURE__ */ defineIsland('TutorialsExplorer', TutorialsExplorer)
