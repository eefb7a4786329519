import { BookOpen, ChevronDown, RotateCcw } from 'lucide-react'
import type { TutorialCategory } from '../../data/tutorials'
import { unitFor } from '../../lib/format'
import { Button } from '../ui/Button'
import { TutorialIcon } from './TutorialIcon'
import { ALL_CATEGORIES, type TutorialsAction, type TutorialsState } from './tutorialsState'

/** The category filter: each category selects it and opens or closes its subcategories; pressed marks the filter. */
export function CategorySidebar({
  idPrefix,
  categories,
  videos,
  state,
  dispatch,
}: {
  idPrefix: string
  categories: readonly TutorialCategory[]
  videos: readonly { category: string }[]
  state: TutorialsState
  dispatch: (action: TutorialsAction) => void
}) {
  return (
    <section className="card sidebar" aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`}>Categories</h2>
      <ul className="plain-list categories">
        {/* undefined: the "All Tutorials" entry, which has no subcategories. */}
        {[undefined, ...categories].map((category) => {
          const id = category?.id ?? ALL_CATEGORIES
          const count = category ? videos.filter((video) => video.category === id).length : videos.length
          return (
            <li key={id}>
              <button
                type="button"
                className="quiet-button category"
                aria-pressed={state.category === id}
                aria-expanded={category && state.expanded === id}
                aria-controls={category && `${idPrefix}-${id}`}
                onClick={() => dispatch({ type: 'selectCategory', category: id })}
              >
                {category ? <TutorialIcon name={category.icon} size={20} /> : <BookOpen aria-hidden="true" size={20} />}
                <span className="label">{category?.label ?? 'All Tutorials'}</span>
                <span className="count">
                  {count}
                  <span className="visually-hidden"> {unitFor(count, 'video')}</span>
                </span>
                {category && <ChevronDown aria-hidden="true" size={18} className="chevron" />}
              </button>
              {category && (
                <ul className="subcategories" id={`${idPrefix}-${id}`} hidden={state.expanded !== id}>
                  {category.subcategories.map((subcategory) => (
                    <li key={subcategory.id}>
                      <button
                        type="button"
                        className="quiet-button subcategory"
                        aria-pressed={state.category === id && state.subcategory === subcategory.id}
                        onClick={() =>
                          dispatch({ type: 'selectSubcategory', category: id, subcategory: subcategory.id })
                        }
                      >
                        {subcategory.label}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          )
        })}
      </ul>
      <Button variant="outline" size="sm" className="reset" onClick={() => dispatch({ type: 'reset' })}>
        <RotateCcw aria-hidden="true" size={16} />
        Reset Filters
      </Button>
      <style jsx>{`
        .sidebar {
          padding: var(--space-4);
        }
        h2 {
          margin: 0 0 var(--space-3) var(--space-2);
          font-size: var(--text-base);
          letter-spacing: 0.04em;
          text-transform: uppercase;
          color: var(--color-text-muted);
        }
        .categories {
          display: grid;
          gap: var(--space-1);
          margin-bottom: var(--space-4);
        }
        .category,
        .subcategory {
          display: flex;
          gap: var(--space-3);
          width: 100%;
          text-align: left;
        }
        .category[aria-pressed='true'] {
          border-color: var(--color-primary);
          background: color-mix(in srgb, var(--color-primary) 12%, var(--color-surface));
          font-weight: 650;
        }
        .category :global(svg) {
          flex: none;
          color: var(--color-primary);
        }
        .label {
          flex: 1;
        }
        .count {
          min-width: 1.75rem;
          padding: 0 var(--space-2);
          border-radius: var(--radius-pill);
          background: var(--color-surface-raised);
          font-size: var(--text-xs);
          font-weight: 700;
          text-align: center;
        }
        .category :global(.chevron) {
          color: var(--color-text-muted);
        }
        .subcategories {
          display: grid;
          gap: 2px;
          margin: var(--space-1) 0 var(--space-2) var(--space-6);
          padding-left: var(--space-2);
          border-left: 2px solid var(--color-border);
          list-style: none;
        }
        .subcategories[hidden] {
          display: none;
        }
        .subcategory {
          min-height: 2.25rem;
          font-size: var(--text-sm);
          color: var(--color-text-muted);
        }
        .subcategory[aria-pressed='true'] {
          color: var(--color-link);
          font-weight: 700;
          background: color-mix(in srgb, var(--color-primary) 10%, transparent);
        }
        .sidebar :global(.reset) {
          width: 100%;
        }
      `}</style>
    </section>
  )
}
