import { FaqAccordion } from '../../components/content/FaqAccordion'
import { PageIntro } from '../../components/content/PageIntro'
import { CallToAction } from '../../components/ui/CallToAction'
import { faqPageContent as content, faqItems } from '../../data/pages/faq'

export default function Page() {
  return (
    <>
      <PageIntro />
      <div className="container">
        <FaqAccordion items={faqItems} />
      </div>
      <CallToAction id="faq-follow-up" {...content.followUp} />
    </>
  )
}
