import { PageIntro } from '../../components/content/PageIntro'

export default function Page() {
  return <PageIntro routeId="refund" />
}
