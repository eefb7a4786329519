import { ArrowRight } from 'lucide-react'
import type { SupportSectionCopy } from '../../data/schemas/pageContent'
import { cardGridProps } from '../ui/cardGrid'
import { DataIcon } from '../ui/DataIcon'
import { Section } from '../ui/Section'

/** Where to get help, shared by the game and server pages; each item ends in its link. */
export function SupportSection({
  copy,
  id = 'support',
  intro,
}: {
  copy: SupportSectionCopy
  id?: string
  intro?: string
}) {
  return (
    <Section id={id} heading={copy.heading} intro={intro ?? copy.intro}>
      <ul className="items" {...cardGridProps({ count: copy.items.length, min: '16rem', gap: 'var(--space-4)' })}>
        {copy.items.map((item) => (
          <li key={item.title} className="item">
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
        .items {
          display: grid;
          gap: var(--space-4);
          margin: 0;
          padding: 0;
          list-style: none;
        }
        .item {
          display: flex;
          flex-direction: column;
          gap: var(--space-2);
          padding: var(--space-5);
          border: 1px solid var(--color-border);
          border-radius: var(--radius-lg);
          background: var(--color-surface);
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
