import { ReviewsWidgetSlot } from '../../components/about/ReviewsWidgetSlot'
import { StatsStrip } from '../../components/about/StatsStrip'
import { TeamSectionIsland } from '../../components/about/TeamSection'
import { Testimonials } from '../../components/about/Testimonials'
import { Timeline } from '../../components/about/Timeline'
import { PageIntro } from '../../components/content/PageIntro'
import { CallToAction } from '../../components/ui/CallToAction'
import { IconCardGrid } from '../../components/ui/IconCardGrid'
import { Section } from '../../components/ui/Section'
import { aboutContent as about } from '../../data/pages/about'
import { teamMembers } from '../../data/team'
import { testimonials } from '../../data/testimonials'
import { timeline } from '../../data/timeline'

export default function Page() {
  return (
    <>
      <PageIntro />
      <Section id="story" heading={about.story.heading}>
        <div className="story">
          {about.story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="numbers" heading={about.stats.heading} tone="raised">
        <StatsStrip items={about.stats.items} />
      </Section>
      <Section id="values" heading={about.values.heading} intro={about.values.intro}>
        <IconCardGrid items={about.values.items} />
      </Section>
      <Section id="team" heading={about.team.heading} intro={about.team.intro} tone="raised">
        <TeamSectionIsland members={teamMembers} cardHint={about.team.cardHint} />
      </Section>
      <Section id="timeline" heading={about.timeline.heading} intro={about.timeline.intro}>
        <Timeline items={timeline} />
      </Section>
      <Section id="testimonials" heading={about.testimonials.heading} intro={about.testimonials.intro} tone="raised">
        <Testimonials items={testimonials} reviewAction={about.testimonials.reviewAction} />
        <ReviewsWidgetSlot />
      </Section>
      <CallToAction
        id="about-cta"
        heading={about.callToAction.heading}
        text={about.callToAction.text}
        primary={about.callToAction.primary}
        secondary={about.callToAction.secondary}
      />
      <style jsx>{`
        .story {
          max-width: 46rem;
          font-size: var(--text-lg);
          color: var(--color-text-muted);
        }
      `}</style>
    </>
  )
}
