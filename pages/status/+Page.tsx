import { Notice } from '../../components/content/Notice'
import { PageIntro } from '../../components/content/PageIntro'
import { ServiceLineList } from '../../components/content/ServiceLineList'
import { LinkCardGrid } from '../../components/ui/LinkCardGrid'
import { Section } from '../../components/ui/Section'
import { statusContent as status } from '../../data/pages/status'

export default function Page() {
  return (
    <>
      <PageIntro>
        <Notice id="status-notice" heading={status.notice.heading} text={status.notice.text} />
      </PageIntro>
      <Section id="service-lines" heading={status.services.heading} intro={status.services.intro}>
        <ServiceLineList items={status.services.items} announcedIn={status.services.announcedIn} />
      </Section>
      <Section id="announcements" heading={status.channels.heading} intro={status.channels.intro} tone="raised">
        <LinkCardGrid cards={status.channels.items} />
      </Section>
      <Section id="troubleshooting" heading={status.steps.heading}>
        <ol className="steps">
          {status.steps.items.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
      <style jsx>{`
        .steps {
          display: grid;
          gap: var(--space-3);
          max-width: 46rem;
          margin: 0;
          padding-left: var(--space-5);
          font-size: var(--text-lg);
        }
        .steps li::marker {
          font-weight: 700;
          color: var(--color-link);
        }
      `}</style>
    </>
  )
}
