import { ArrowRight } from 'lucide-react'
import { PageIntro } from '../../../components/content/PageIntro'
import { CallToAction } from '../../../components/ui/CallToAction'
import { Section } from '../../../components/ui/Section'
import { vpsOverviewCopy as copy } from '../../../data/pages/servers'
import { intelVpsLine, intelVpsPlans } from '../../../data/plans/vpsIntel'
import { ryzenVpsLine, ryzenVpsPlans } from '../../../data/plans/vpsRyzen'
import { pathTo } from '../../../data/routePaths'
import { formatInr } from '../../../lib/format'

const priceRange = (prices: number[]) =>
  `${formatInr(Math.min(...prices))} to ${formatInr(Math.max(...prices))} a month`

const properties = ['Processor', 'Memory', 'Storage', 'Location', 'Monthly price', 'Setup fee', 'Plans'] as const

const lines = [
  { line: ryzenVpsLine, plans: ryzenVpsPlans, href: pathTo('vpsRyzen') },
  { line: intelVpsLine, plans: intelVpsPlans, href: pathTo('vpsIntel') },
].map(({ line, plans, href }) => ({
  name: line.name,
  href,
  rows: {
    Processor: line.processor,
    Memory: line.memoryType,
    Storage: line.storageType,
    ...(line.location ? { Location: line.location } : {}),
    'Monthly price': priceRange(plans.map((plan) => plan.monthlyPrice)),
    'Setup fee': `${formatInr(line.setupFee)} once`,
    Plans: `${plans.length} sizes, ${Math.min(...plans.map((plan) => plan.ramGb))} GB to ${Math.max(...plans.map((plan) => plan.ramGb))} GB RAM`,
  },
}))

export default function Page() {
  return (
    <>
      <PageIntro />
      <Section id="comparison" heading={copy.comparison.heading} intro={copy.comparison.intro}>
        <div className="card wrap">
          <table>
            <caption className="visually-hidden">Ryzen and Intel VPS lines compared</caption>
            <thead>
              <tr>
                <td />
                {lines.map((line) => (
                  <th key={line.name} scope="col">
                    {line.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {properties.map((property) => (
                <tr key={property}>
                  <th scope="row">{property}</th>
                  {lines.map((line) => (
                    <td key={line.name}>{line.rows[property] ?? 'Ask us'}</td>
                  ))}
                </tr>
              ))}
              <tr>
                <td />
                {lines.map((line) => (
                  <td key={line.name}>
                    <a className="go" href={line.href}>
                      See {line.name} plans
                      <ArrowRight aria-hidden="true" size={16} />
                    </a>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
          <style jsx>{`
            .wrap {
              padding: 0;
              overflow-x: auto;
            }
            table {
              width: 100%;
              border-collapse: collapse;
              min-width: 30rem;
            }
            th,
            td {
              padding: var(--space-3) var(--space-4);
              text-align: left;
              border-bottom: 1px solid var(--color-border);
            }
            thead th {
              font-size: var(--text-lg);
            }
            tbody th {
              color: var(--color-text-muted);
              font-weight: 600;
            }
            tr:last-child td {
              border-bottom: 0;
            }
            .go {
              display: inline-flex;
              align-items: center;
              gap: var(--space-1);
              font-weight: 650;
            }
          `}</style>
        </div>
      </Section>
      <Section id="choose" heading={copy.choose.heading} tone="raised" cards={copy.choose.items} columns={2} />
      <CallToAction id="get-help" {...copy.callToAction} />
    </>
  )
}
