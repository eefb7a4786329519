import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'

/** The current page's <h1> and lead paragraph, from its route registry entry (data/routes.ts). */
export function PageIntro({ children }: { children?: ReactNode }) {
  const route = usePageContext().pageRoute
  if (!route) throw new Error('PageIntro: this page has no registered route')
  return (
    <header className="intro container">
      <h1>{route.heading}</h1>
      <p className="lead">{route.intro}</p>
      {children}
      <style jsx>{`
        .intro {
          padding-block: var(--space-6) var(--space-5);
        }
        .lead {
          max-width: 60ch;
        }
      `}</style>
    </header>
  )
}
