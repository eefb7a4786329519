import type { ReactNode } from 'react'
import { type IconCard, IconCardGrid } from './IconCardGrid'
import { type LinkCard, LinkCardGrid } from './LinkCardGrid'
import { Reveal } from './Reveal'

type Props = {
  id: string
  heading: string
  intro?: string
  children?: ReactNode
  /** Instead of children: feature cards, at most `columns` wide, or cards that each lead somewhere. */
  cards?: readonly IconCard[]
  columns?: 2 | 3 | 4
  links?: readonly LinkCard[]
  tone?: 'plain' | 'raised'
  /** An in-page link of the page leads here, so every block above renders at once (see .defer-render). */
  linkTarget?: boolean
}

/** A page section named by its h2, with an optional intro; rendered once scrolled near (.defer-render). */
export function Section({ id, heading, intro, children, tone = 'plain', linkTarget = false, ...grid }: Props) {
  const { cards, columns, links } = grid
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`section tone-${tone} defer-render`}
      data-link-target={linkTarget ? '' : undefined}
    >
      <Reveal className="container">
        <header className="section-head">
          <h2 id={`${id}-heading`}>{heading}</h2>
          {intro && <p className="section-intro">{intro}</p>}
        </header>
        {children ??
          (links ? <LinkCardGrid cards={links} /> : cards && <IconCardGrid items={cards} columns={columns} />)}
      </Reveal>
      <style jsx>{`
        .section {
          padding-block: var(--space-8);
        }
        .tone-raised {
          background: color-mix(in srgb, var(--color-surface) 70%, transparent);
          border-block: 1px solid var(--color-border);
        }
        .section-head {
          max-width: 46rem;
          margin-bottom: var(--space-6);
        }
        .section-intro {
          color: var(--color-text-muted);
          font-size: var(--text-lg);
          margin: 0;
        }
      `}</style>
    </section>
  )
}
