import { Section } from '../ui/Section'

type Props = { id: string; heading: string; paragraphs: readonly string[] }

/** A section of plain paragraphs in lead text (the home page's and About's story, what a VDS is). */
export function ProseSection({ id, heading, paragraphs }: Props) {
  return (
    <Section id={id} heading={heading}>
      <div className="lead">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  )
}
