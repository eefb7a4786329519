import { Section } from '../ui/Section'

/** A section of plain paragraphs in lead text (the home page's and About's story). */
export function StorySection({ heading, paragraphs }: { heading: string; paragraphs: readonly string[] }) {
  return (
    <Section id="story" heading={heading}>
      <div className="lead">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  )
}
