import type { PageContext } from 'vike/types'
import { pathTo } from '../../data/routePaths'

const recoveryLinks = [
  ['home', 'Home page'],
  ['games', 'All game servers'],
  ['sitemap', 'Sitemap'],
] as const

type ErrorPageContext = Pick<PageContext, 'is404' | 'abortReason' | 'errorWhileRendering'>

/** A non-blank string, or the non-blank `message` of an error or error-like object, trimmed. */
function messageOf(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value : (value as { message?: unknown } | null | undefined)?.message
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : undefined
}

/** '404 Not Found', else the abort reason or the message of the error thrown while rendering, else a generic one. */
export function errorViewMessage(pageContext: ErrorPageContext): string {
  if (pageContext.is404) return '404 Not Found'
  return messageOf(pageContext.abortReason) ?? messageOf(pageContext.errorWhileRendering) ?? '500 Internal Error'
}

/** The error view for unknown routes (404.html) and rendering errors. */
export function ErrorView({ pageContext }: { pageContext: ErrorPageContext }) {
  return (
    <div className="container error">
      <h1>Unexpected Application Error!</h1>
      <p className="message">{errorViewMessage(pageContext)}</p>
      <p>
        {pageContext.is404
          ? 'The page you were looking for is not here. These pages will get you back on track:'
          : 'Something went wrong while showing this page. Try again, or continue from one of these pages:'}
      </p>
      <ul>
        {recoveryLinks.map(([route, label]) => (
          <li key={route}>
            <a href={pathTo(route)}>{label}</a>
          </li>
        ))}
      </ul>
      <style jsx>{`
        .error {
          padding-block: var(--space-7);
        }
        .message {
          font-family: var(--font-mono);
          font-size: var(--text-lg);
          color: var(--color-danger);
        }
      `}</style>
    </div>
  )
}
