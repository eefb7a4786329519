import clsx from 'clsx'
import type { ReactNode } from 'react'
import { REVEAL_ATTRIBUTE } from './revealOnScroll'

/** A block that fades in as it scrolls into view (revealOnScroll); opacity and transform never move layout. */
export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={clsx('reveal', className)} {...{ [REVEAL_ATTRIBUTE]: '' }}>
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
    </div>
  )
}
