import { FaqAccordion } from '../../components/content/FaqAccordion'
import { PageIntro } from '../../components/content/PageIntro'
import { faqItems } from '../../data/faq'

export default function Page() {
  return (
    <>
      <PageIntro routeId="faq" />
      <div className="container">
        <FaqAccordion items={faqItems} />
      </div>
    </>
  )
}
