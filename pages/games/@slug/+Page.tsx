import { usePageContext } from 'vike-react/usePageContext'
import { PageIntro } from '../../../components/content/PageIntro'
import { findRoute } from '../../../data/routes'

export default function Page() {
  const { urlPathname } = usePageContext()
  const route = findRoute(urlPathname)
  if (!route) throw new Error(`No catalogue game at ${urlPathname}`)
  return <PageIntro route={route} />
}
