import type { ReactNode } from 'react'
import { addressLines } from '../../lib/address'
import { formatLongDate, nonBreaking } from '../../lib/format'

type PostalAddress = Parameters<typeof addressLines>[0]

export type LegalDetails = {
  merchantEntity: string
  phone: { display: string; e164: string }
  email: string
  registeredAddress: PostalAddress
  operationalAddress: PostalAddress
  lastUpdated: string
}

/** The business's legal identity and contact details, as a description list. */
export function LegalInfo({ details }: { details: LegalDetails }) {
  const rows: [string, ReactNode][] = [
    ['Merchant entity', details.merchantEntity],
    [
      'Phone',
      <a key="phone" href={`tel:${details.phone.e164}`}>
        {nonBreaking(details.phone.display)}
      </a>,
    ],
    [
      'Email',
      <a key="email" href={`mailto:${details.email}`}>
        {details.email}
      </a>,
    ],
    ['Registered address', <Address key="registered" address={details.registeredAddress} />],
    ['Operational address', <Address key="operational" address={details.operationalAddress} />],
    [
      'Last updated',
      <time key="updated" dateTime={details.lastUpdated}>
        {formatLongDate(details.lastUpdated)}
      </time>,
    ],
  ]
  return (
    <div className="card legal">
      <dl>
        {rows.map(([term, value]) => (
          <div key={term} className="row">
            <dt>{term}</dt>
            <dd>{value}</dd>
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
      `}</style>
    </div>
  )
}

/** A postal address, one line of it per line. */
function Address({ address }: { address: PostalAddress }) {
  return (
    <address>
      {addressLines(address).map((line) => (
        <span key={line} className="line">
          {line}
        </span>
      ))}
      <style jsx>{`
        address {
          font-style: normal;
        }
        .line {
          display: block;
        }
      `}</style>
    </address>
  )
}
