import clsx from 'clsx'
import { type ReactNode, useEffect, useState } from 'react'
import { useInView } from 'react-intersection-observer'

/**
 * Fades content in as it scrolls into view. It only enhances: the prerendered HTML and the first client render
 * show the content; only blocks still below the fold after hydration are hidden until they arrive, and nothing
 * is hidden under prefers-reduced-motion. Opacity and transform never move layout.
 */
export function Reveal({
  children,
  className,
  as: Tag = 'div',
}: {
  children: ReactNode
  className?: string
  as?: 'div' | 'section' | 'li'
}) {
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: '0px 0px -10% 0px' })
  const [waiting, setWaiting] = useState(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once, right after hydration, from where the block is then
  useEffect(() => {
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    if (!reducedMotion && !inView) setWaiting(true)
  }, [])

  return (
    <Tag ref={ref} className={clsx('reveal', waiting && !inView && 'reveal-waiting', className)}>
      {children}
      <style jsx>{`
        .reveal {
          transition:
            opacity 0.5s ease,
            transform 0.5s ease;
        }
        .reveal-waiting {
          opacity: 0;
          transform: translateY(1.25rem);
          /* Hide at once; only the way back in is animated. */
          transition: none;
        }
      `}</style>
    </Tag>
  )
}
