export const REVEAL_ATTRIBUTE = 'data-reveal'
const WAITING_CLASS = 'reveal-waiting'

/**
 * Fades [data-reveal] blocks (components/ui/Reveal.tsx) in as they scroll into view. It only enhances: the
 * prerendered HTML shows everything; only blocks still below the fold when the script runs are hidden until
 * they arrive, and nothing is hidden under prefers-reduced-motion or without IntersectionObserver.
 */
export function revealOnScroll(root: ParentNode = document): void {
  if (typeof IntersectionObserver === 'undefined') return
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  const viewportBottom = window.innerHeight
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        entry.target.classList.remove(WAITING_CLASS)
        observer.unobserve(entry.target)
      }
    },
    { rootMargin: '0px 0px -10% 0px' },
  )
  for (const element of root.querySelectorAll<HTMLElement>(`[${REVEAL_ATTRIBUTE}]`)) {
    if (element.getBoundingClientRect().top < viewportBottom) continue
    element.classList.add(WAITING_CLASS)
    observer.observe(element)
  }
}
