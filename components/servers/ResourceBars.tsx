import { countOf } from '../../lib/format'

type Row = { id: string; name: string; ramGb: number; vcores: number }

/** Each plan's memory and CPU as labelled meters against the largest plan, each with its value in text. */
export function ResourceBars({ rows, coreUnit }: { rows: readonly Row[]; coreUnit: string }) {
  const meters = [
    { key: 'ramGb', tone: 'primary', label: 'memory', text: (gb: number) => `${gb} GB RAM` },
    { key: 'vcores', tone: 'accent', label: `${coreUnit}s`, text: (cores: number) => countOf(cores, coreUnit) },
  ] as const
  return (
    <ul className="plain-list bars">
      {rows.map((row) => (
        <li key={row.id}>
          <span className="name">{row.name}</span>
          {meters.map(({ key, tone, label, text }) => (
            <span key={key} className={`bar ${tone}`}>
              <meter
                min={0}
                max={Math.max(...rows.map((other) => other[key]))}
                value={row[key]}
                aria-label={`${row.name} ${label}`}
                aria-valuetext={text(row[key])}
              >
                {text(row[key])}
              </meter>
              <span className="value">{text(row[key])}</span>
            </span>
          ))}
        </li>
      ))}
      <style jsx>{`
        .bars {
          display: grid;
          gap: var(--space-4);
        }
        li {
          display: grid;
          gap: var(--space-1) var(--space-4);
          grid-template-columns: 1fr;
        }
        @media (min-width: 768px) {
          li {
            grid-template-columns: 9rem 1fr 1fr;
            align-items: center;
          }
        }
        .name {
          font-weight: 700;
        }
        .bar {
          --fill: var(--color-primary);
          display: flex;
          align-items: center;
          gap: var(--space-3);
        }
        .accent {
          --fill: var(--color-accent);
        }
        meter {
          appearance: none;
          flex: 1;
          height: 0.75rem;
          border: 1px solid var(--color-border);
          border-radius: var(--radius-pill);
          background: var(--color-surface-raised);
          overflow: hidden;
        }
        meter::-webkit-meter-bar {
          height: 100%;
          border: 0;
          background: transparent;
        }
        meter::-webkit-meter-optimum-value {
          border-radius: var(--radius-pill);
          background: var(--fill);
        }
        meter::-moz-meter-bar {
          border-radius: var(--radius-pill);
          background: var(--fill);
        }
        /* Forced colours would drop the fill and with it the bar's value: draw it in system colours instead. */
        @media (forced-colors: active) {
          meter {
            forced-color-adjust: none;
            border-color: CanvasText;
            background: Canvas;
          }
          meter::-webkit-meter-optimum-value {
            background: CanvasText;
          }
          meter::-moz-meter-bar {
            background: CanvasText;
          }
        }
        .value {
          min-width: 7rem;
          font-size: var(--text-sm);
          font-variant-numeric: tabular-nums;
        }
      `}</style>
    </ul>
  )
}
