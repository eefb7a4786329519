import { Info } from 'lucide-react'
import { PageIntro } from '../../components/content/PageIntro'
import { cardGridProps } from '../../components/ui/cardGrid'
import { DataIcon } from '../../components/ui/DataIcon'
import { Section } from '../../components/ui/Section'
import { statusContent as status } from '../../data/pages/status'

export default function Page() {
  return (
    <>
      <PageIntro>
        <aside className="notice" aria-labelledby="status-notice-heading">
          <Info aria-hidden="true" size={24} className="notice-icon" />
          <div>
            <h2 id="status-notice-heading">{status.notice.heading}</h2>
            <p>{status.notice.text}</p>
          </div>
        </aside>
      </PageIntro>
      <Section id="service-lines" heading={status.services.heading} intro={status.services.intro}>
        <ul {...cardGridProps({ count: status.services.items.length, min: '20rem' })}>
          {status.services.items.map((line) => (
            <li key={line.id} className="card line">
              <h3>
                <span className="card-icon icon">
                  <DataIcon name={line.icon} size={22} />
                </span>
                <a href={line.href}>{line.name}</a>
              </h3>
              <p className="muted">{line.description}</p>
              <dl>
                <div>
                  <dt className="fine-print">Uptime commitment</dt>
                  <dd className="figure">{line.uptimeCommitment}</dd>
                </div>
                <div>
                  <dt className="fine-print">Incidents announced in</dt>
                  <dd>{status.services.announcedIn}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="announcements" {...status.channels} tone="raised" links={status.channels.items} />
      <Section id="troubleshooting" heading={status.steps.heading}>
        <ol className="steps">
          {status.steps.items.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Section>
      <style jsx>{`
        .notice {
          display: flex;
          gap: var(--space-4);
          align-items: flex-start;
          max-width: 52rem;
          padding: var(--space-5);
          border: 1px solid var(--color-border-strong);
          border-left: 4px solid var(--color-primary);
          border-radius: var(--radius-md);
          background: var(--color-surface);
        }
        .notice :global(.notice-icon) {
          flex: none;
          color: var(--color-primary);
        }
        .notice h2 {
          margin-bottom: var(--space-2);
          font-size: var(--text-xl);
        }
        .notice p {
          margin: 0;
          color: var(--color-text-muted);
        }
        .line {
          display: flex;
          flex-direction: column;
        }
        h3 {
          display: flex;
          align-items: center;
          gap: var(--space-3);
          margin-bottom: var(--space-2);
        }
        .icon {
          width: 2.5rem;
          height: 2.5rem;
          margin-bottom: 0;
        }
        dl {
          display: grid;
          gap: var(--space-2);
          margin: auto 0 0;
          padding-top: var(--space-3);
          border-top: 1px solid var(--color-border);
        }
        dl div {
          display: flex;
          flex-wrap: wrap;
          justify-content: space-between;
          gap: var(--space-1) var(--space-3);
        }
        dd {
          margin: 0;
          font-weight: 650;
          font-size: var(--text-sm);
        }
        .figure {
          color: var(--color-success);
          font-size: var(--text-base);
        }
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
