import type { ReactNode } from 'react'

/** Two columns on wide screens (text and a picture), stacked on phones. */
export function SplitLayout({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className="split">
      <div>{children}</div>
      <div>{aside}</div>
      <style jsx>{`
        .split {
          display: grid;
          gap: var(--space-6);
          align-items: center;
        }
        @media (min-width: 1024px) {
          .split {
            grid-template-columns: 1fr 1fr;
          }
        }
      `}</style>
    </div>
  )
}
