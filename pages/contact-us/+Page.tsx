import { LegalInfo } from '../../components/content/LegalInfo'
import { PageIntro } from '../../components/content/PageIntro'
import { LinkCardGrid } from '../../components/ui/LinkCardGrid'
import { Section } from '../../components/ui/Section'
import { contactItems, contactContent as content } from '../../data/pages/contact'

export default function Page() {
  return (
    <>
      <PageIntro />
      <Section id="channels" heading={content.channels.heading} intro={content.channels.intro}>
        <LinkCardGrid cards={contactItems} />
      </Section>
      <Section id="legal-information" heading={content.legal.heading} intro={content.legal.intro} tone="raised">
        <LegalInfo />
      </Section>
    </>
  )
}
