import { usePageContext } from 'vike-react/usePageContext'
import { ErrorView } from '../../components/content/ErrorView'
import { errorViewMessage } from '../../components/content/errorMessage'

export default function Page() {
  const pageContext = usePageContext()
  return <ErrorView message={errorViewMessage(pageContext)} notFound={Boolean(pageContext.is404)} />
}
