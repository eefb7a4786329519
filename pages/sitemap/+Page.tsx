import { PageIntro } from '../../components/content/PageIntro'
import { SitemapGroups } from '../../components/content/SitemapGroups'

export default function Page() {
  return (
    <>
      <PageIntro routeId="sitemap" />
      <SitemapGroups />
    </>
  )
}
