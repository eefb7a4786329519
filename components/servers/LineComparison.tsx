import { ArrowRight } from 'lucide-react'

type ComparedLine = { name: string; href: string; rows: Record<string, string> }

type Props = { lines: readonly ComparedLine[]; caption: string; properties: readonly string[] }

/** Product lines side by side as a table: one column per line, one row per property. */
export function LineComparison({ lines, caption, properties }: Props) {
  return (
    <div className="card wrap">
      <table>
        <caption className="visually-hidden">{caption}</caption>
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
  )
}
