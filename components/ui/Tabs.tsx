import { type KeyboardEvent, type ReactNode, useId, useState } from 'react'
import { defineIsland, type Slots } from '../islands/island'

export type TabItem = { id: string; label: string; content: ReactNode }
/** Where focus goes for a key in a horizontal tab list; undefined for keys tabs do not handle. */
export function nextTabIndex(key: string, current: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (current + 1) % count
  if (key === 'ArrowLeft') return (current - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return undefined
}

/** WAI-ARIA tabs with automatic activation; every panel is in the prerendered HTML, so content works without JS. */
export function Tabs({ items, label }: { items: readonly TabItem[]; label: string }) {
  // The tab list is an island; the panels' content is static HTML passed through as slots.
  return (
    <TabsIsland
      items={items.map(({ id, label: tabLabel }) => ({ id, label: tabLabel }))}
      label={label}
      slots={Object.fromEntries(items.map((item) => [item.id, item.content]))}
    />
  )
}

type TabsViewProps = { items: readonly Omit<TabItem, 'content'>[]; label: string; slots?: Slots }

function TabsView({ items, label, slots }: TabsViewProps) {
  const baseId = useId()
  const [selectedId, setSelectedId] = useState(items[0]?.id)

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextTabIndex(event.key, index, items.length)
    if (next === undefined) return
    event.preventDefault()
    setSelectedId(items[next]?.id)
    const tab = event.currentTarget.parentElement?.children[next]
    if (tab instanceof HTMLElement) tab.focus()
  }

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="surface tablist">
        {items.map((item, index) => {
          const selected = item.id === selectedId
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              className="quiet-button tab"
              onClick={() => setSelectedId(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selectedId}
          className="panel"
        >
          {slots?.[item.id]}
        </div>
      ))}
      <style jsx>{`
        .tablist {
          display: inline-flex;
          gap: var(--space-1);
          margin-bottom: var(--space-5);
          padding: var(--space-1);
          border-radius: var(--radius-pill);
        }
        .tab {
          min-height: 2.5rem;
          padding: var(--space-2) var(--space-5);
          border-radius: var(--radius-pill);
          font-weight: 650;
        }
        .tab[aria-selected='true'] {
          background: var(--color-primary);
          color: var(--color-on-primary);
        }
        /* Forced colours drop the fill that marks the chosen tab: mark it with the system's selection colours. */
        @media (forced-colors: active) {
          .tab[aria-selected='true'] {
            forced-color-adjust: none;
            border-color: Highlight;
            background: Highlight;
            color: HighlightText;
          }
        }
      `}</style>
    </div>
  )
}

export const TabsIsland = /* @__PURE__ */ defineIsland('Tabs', TabsView)
