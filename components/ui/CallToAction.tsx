import { Button } from './Button'
import { Reveal } from './Reveal'

type Action = { label: string; href: string }
/** A secondary action without a label is left out. */
export type Secondary = { label?: string | undefined; href: string }
type Props = { id: string; heading: string; text: string; primary: Action; secondary?: Secondary | undefined }

/** The closing call to action of a page: a heading, a sentence and one or two actions. */
export function CallToAction({ id, heading, text, primary, secondary }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="cta-section defer-render">
      <Reveal className="container">
        <div className="surface cta">
          <h2 id={`${id}-heading`}>{heading}</h2>
          <p>{text}</p>
          <div className="button-row actions">
            <Button size="lg" href={primary.href}>
              {primary.label}
            </Button>
            {secondary?.label && (
              <Button size="lg" variant="outline" href={secondary.href}>
                {secondary.label}
              </Button>
            )}
          </div>
        </div>
      </Reveal>
      <style jsx>{`
        .cta-section {
          padding-block: var(--space-8);
        }
        .cta {
          padding: var(--space-7) var(--space-5);
          background:
            radial-gradient(circle at 15% 20%, color-mix(in srgb, var(--color-primary) 22%, transparent), transparent 55%),
            radial-gradient(circle at 85% 80%, color-mix(in srgb, var(--color-accent) 20%, transparent), transparent 55%),
            var(--color-surface);
          text-align: center;
        }
        p {
          max-width: 40rem;
          margin: 0 auto var(--space-5);
          color: var(--color-text-muted);
          font-size: var(--text-lg);
        }
        .actions {
          justify-content: center;
        }
      `}</style>
    </section>
  )
}
