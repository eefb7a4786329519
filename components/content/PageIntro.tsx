import type { ReactNode } from 'react'
import { type RegisteredRoute, type RouteId, routes } from '../../data/routes'

type Props = (
  | { routeId: RouteId; route?: undefined }
  | { route: Pick<RegisteredRoute, 'heading' | 'intro'>; routeId?: undefined }
) & {
  children?: ReactNode
}

/** A page's <h1> and lead paragraph, both from the route registry. */
export function PageIntro({ routeId, route: givenRoute, children }: Props) {
  const route = givenRoute ?? routes[routeId as RouteId]
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
          font-size: var(--text-lg);
          color: var(--color-text-muted);
        }
      `}</style>
    </header>
  )
}
