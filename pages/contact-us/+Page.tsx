import type { ReactNode } from 'react'
import { PageIntro } from '../../components/content/PageIntro'
import { Section } from '../../components/ui/Section'
import { addressLines } from '../../data/address'
import { contactItems, contactContent as content } from '../../data/pages/contact'
import { site } from '../../data/site'
import { formatLongDate, nonBreaking } from '../../lib/format'

// The business's legal identity and contact details, as a description list; an address comes as its lines.
const rows: Record<string, ReactNode> = {
  'Merchant entity': site.legal.merchantEntity,
  Phone: <a href={`tel:${site.contact.phone.e164}`}>{nonBreaking(site.contact.phone.display)}</a>,
  Email: <a href={`mailto:${site.contact.supportEmail}`}>{site.contact.supportEmail}</a>,
  'Registered address': addressLines(site.legal.registeredAddress),
  'Operational address': addressLines(site.legal.operationalAddress),
  'Last updated': <time dateTime={site.legal.lastUpdated}>{formatLongDate(site.legal.lastUpdated)}</time>,
}

export default function Page() {
  return (
    <>
      <PageIntro />
      <Section id="channels" heading={content.channels.heading} intro={content.channels.intro} links={contactItems} />
      <Section id="legal-information" heading={content.legal.heading} intro={content.legal.intro} tone="raised">
        <div className="card legal">
          <dl>
            {Object.entries(rows).map(([term, value]) => (
              <div key={term} className="row">
                <dt>{term}</dt>
                <dd>
                  {Array.isArray(value) ? (
                    <address>
                      {value.map((line) => (
                        <span key={line} className="line">
                          {line}
                        </span>
                      ))}
                    </address>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            ))}
          </dl>
          <style jsx>{`
            .legal {
              max-width: 52rem;
              padding: 0;
            }
            dl {
              margin: 0;
            }
            .row {
              display: grid;
              gap: var(--space-1) var(--space-5);
              padding: var(--space-4) var(--space-5);
            }
            .row + .row {
              border-top: 1px solid var(--color-border);
            }
            @media (min-width: 640px) {
              .row {
                grid-template-columns: 13rem 1fr;
              }
            }
            dt {
              font-weight: 650;
              color: var(--color-text-muted);
            }
            dd {
              margin: 0;
              overflow-wrap: anywhere;
            }
            address {
              font-style: normal;
            }
            .line {
              display: block;
            }
          `}</style>
        </div>
      </Section>
    </>
  )
}
