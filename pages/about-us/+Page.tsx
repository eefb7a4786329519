import { HeadlineFigures } from '../../components/about/HeadlineFigures'
import { ReviewsWidgetSlot } from '../../components/about/ReviewsWidgetSlot'
import { TeamSectionIsland } from '../../components/about/TeamSection'
import { Testimonials } from '../../components/about/Testimonials'
import { Timeline } from '../../components/about/Timeline'
import { PageIntro } from '../../components/content/PageIntro'
import { ProseSection } from '../../components/content/ProseSection'
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
      <ProseSection id="story" heading={about.story.heading} paragraphs={about.story.paragraphs} />
      <Section id="numbers" heading={about.stats.heading} tone="raised">
        <HeadlineFigures items={about.stats.items} />
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
      <CallToAction id="about-cta" {...about.callToAction} />
    </>
  )
}
