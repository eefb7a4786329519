export const REVEAL_ATTRIBUTE = 'data-reveal'
const WAITING_CLASS = 'reveal-waiting'

/**
 * Fades [data-reveal] blocks below the fold in as they scroll into view (never under reduced motion); position from
 * the observer's first report, as getBoundingClientRect would force a layout before the first paint.
 */
export function revealOnScroll(root: ParentNode = document): void {
  if (typeof IntersectionObserver === 'undefined' || matchMedia('(prefers-reduced-motion: reduce)').matches) return
  const reported = new WeakSet<Element>()
  const observer = new IntersectionObserver(
    (entries) => {
      // Read once: after a class change below, each read would force a layout (scrollbars change the height).
      const viewportHeight = window.innerHeight
      for (const entry of entries) {
        const element = entry.target
        const first = !reported.has(element)
        reported.add(element)
        // On screen at first report or scrolled into view: shown for good. A block not rendered yet (.defer-render)
        // reports an empty box at 0, 0: below the fold.
        const box = entry.boundingClientRect
        const onScreen = first ? box.height > 0 && box.top < viewportHeight : entry.isIntersecting
        if (onScreen) {
          element.classList.remove(WAITING_CLASS)
          observer.unobserve(element)
        } else if (first) {
          element.classList.add(WAITING_CLASS)
        }
      }
    },
    // Fades in a little after the block's top edge enters, so the movement is seen.
    { rootMargin: '0px 0px -10% 0px' },
  )
  for (const element of root.querySelectorAll(`[${REVEAL_ATTRIBUTE}]`)) observer.observe(element)
}
