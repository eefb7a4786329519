import { pathTo } from '../../data/routePaths'

const recoveryLinks = [
  ['home', 'Home page'],
  ['games', 'All game servers'],
  ['sitemap', 'Sitemap'],
] as const

/** The error view for unknown routes (404.html) and rendering errors; `notFound` picks the sentence under it. */
export function ErrorView({ message, notFound = true }: { message: string; notFound?: boolean }) {
  return (
    <div className="container error">
      <h1>Unexpected Application Error!</h1>
      <p className="message">{message}</p>
      <p>
        {notFound
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
