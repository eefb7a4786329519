import { useData } from 'vike-react/useData'
import { PageIntro } from '../../components/content/PageIntro'
import { type SitemapGroup, SitemapGroups } from '../../components/content/SitemapGroups'

export default function Page() {
  return (
    <>
      <PageIntro />
      <SitemapGroups groups={useData<SitemapGroup[]>()} />
    </>
  )
}
