import { usePageContext } from 'vike-react/usePageContext'
import { ErrorView } from '../../components/content/ErrorView'

export default function Page() {
  return <ErrorView pageContext={usePageContext()} />
}
