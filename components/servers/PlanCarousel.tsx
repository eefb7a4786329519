import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { uiConstants } from '../../data/uiSettings'
import { defineIsland } from '../islands/island'
import { PlanCard, type PlanCardData } from '../plans/PlanCard'

/** Which arrows to show: previous once scrolled past the start, next while more than `endThresholdPx` remains. */
export function carouselArrows(
  track: Pick<Element, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>,
  endThresholdPx: number,
) {
  const remaining = track.scrollWidth - track.clientWidth - track.scrollLeft
  return { showPrevious: track.scrollLeft > 0, showNext: remaining > endThresholdPx }
}

/** Plans as a grid, under 768px a snapping carousel with arrows in a focusable, labelled region. */
function PlanCarousel({ plans, label }: { plans: readonly PlanCardData[]; label: string }) {
  const trackRef = useRef<HTMLDivElement>(null)
  const [showPrevious, setShowPrevious] = useState(false)
  const [showNext, setShowNext] = useState(true)

  const update = useCallback(() => {
    const track = trackRef.current
    if (!track) return
    const arrows = carouselArrows(track, uiConstants.carouselEndThresholdPx)
    // Booleans, so a check that changes neither (after hydration, on each scroll) re-renders no plan card.
    setShowPrevious(arrows.showPrevious)
    setShowNext(arrows.showNext)
  }, [])

  useEffect(() => {
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [update])

  // Smooth by the track's CSS, instant under reduced motion (global.css).
  const scrollByStep = (direction: 1 | -1) =>
    trackRef.current?.scrollBy({ left: direction * uiConstants.carouselStepPx })

  return (
    <div className="carousel">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be focusable to scroll by keyboard */}
      <section ref={trackRef} className="track" onScroll={update} aria-label={label} tabIndex={0}>
        <ul className="plain-list list">
          {plans.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
      </section>
      <div className="controls">
        {showPrevious && (
          <button type="button" className="arrow previous" onClick={() => scrollByStep(-1)} aria-label="Previous plans">
            <ChevronLeft aria-hidden="true" size={22} />
          </button>
        )}
        {showNext && (
          <button type="button" className="arrow next" onClick={() => scrollByStep(1)} aria-label="Next plans">
            <ChevronRight aria-hidden="true" size={22} />
          </button>
        )}
      </div>
      <style jsx>{`
        .carousel {
          position: relative;
        }
        .list {
          display: grid;
          gap: var(--space-5) var(--space-4);
          grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
          padding: var(--space-3) 0 0;
        }
        .controls {
          display: none;
        }
        @media (max-width: 767.98px) {
          .track {
            overflow-x: auto;
            scroll-snap-type: x mandatory;
            scroll-padding-inline: var(--space-1);
            scroll-behavior: smooth;
            border-radius: var(--radius-lg);
          }
          .list {
            display: flex;
            padding: var(--space-3) var(--space-1);
          }
          .list > li {
            flex: 0 0 min(85%, 18rem);
            scroll-snap-align: start;
          }
          .controls {
            display: flex;
            justify-content: space-between;
            margin-top: var(--space-3);
          }
          .arrow {
            display: inline-grid;
            place-items: center;
            width: 2.75rem;
            height: 2.75rem;
            border: 1px solid var(--color-border-strong);
            border-radius: var(--radius-pill);
            background: var(--color-surface);
            color: var(--color-text);
            cursor: pointer;
          }
          .next {
            margin-left: auto;
          }
        }
      `}</style>
    </div>
  )
}

export const PlanCarouselIsland = /* @__PURE__ */ defineIsland('PlanCarousel', PlanCarousel)
