import { ArrowRight } from 'lucide-react'
import { supportSection as copy } from '../../data/support'
import { cardGridProps } from '../ui/cardGrid'
import { DataIcon } from '../ui/DataIcon'
import { Section } from '../ui/Section'

/** Where to get help, shared by the game and server pages; each item ends in its link. */
export function SupportSection({ intro }: { intro?: string | undefined }) {
  return (
    <Section id="support" heading={copy.heading} intro={intro ?? copy.intro}>
      <ul {...cardGridProps({ count: copy.items.length, min: '16rem' })}>
        {copy.items.map((item) => (
          <li key={item.title} className="card item">
            <span className="icon">
              <DataIcon name={item.icon} size={24} />
            </span>
            <h3>{item.title}</h3>
            <p>{item.description}</p>
            <a href={item.href}>
              {item.linkLabel}
              <ArrowRight aria-hidden="true" size={16} />
            </a>
          </li>
        ))}
      </ul>
      <style jsx>{`
        .item {
          display: flex;
          flex-direction: column;
          gap: var(--space-2);
        }
        .icon {
          color: var(--color-primary);
        }
        h3 {
          margin: 0;
          font-size: var(--text-lg);
        }
        p {
          margin: 0;
          color: var(--color-text-muted);
        }
        a {
          margin-top: auto;
          display: inline-flex;
          align-items: center;
          gap: var(--space-1);
          font-weight: 650;
        }
      `}</style>
    </Section>
  )
}
