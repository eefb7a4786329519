import { usePageContext } from 'vike-react/usePageContext'
import { ErrorView } from '../../components/content/ErrorView'

export default function Page() {
  const pageContext = usePageContext()
  const message = pageContext.is404 ? '404 Not Found' : errorMessage(pageContext.abortReason)
  return <ErrorView message={message} />
}

function errorMessage(reason: unknown): string {
  if (typeof reason === 'string' && reason.trim() !== '') return reason
  return '500 Internal Error'
}
