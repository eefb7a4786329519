import { claimShown } from '../claims'
import { defineData } from '../define'
import { contentParagraphs } from '../markdown'
import { pathTo } from '../routePaths'
import { aboutContentSchema } from '../schemas/pages'
import { site } from '../site'

/** '500+ servers hosted' -> value '500+', label 'servers hosted'. */
function stat(icon: 'Server' | 'Activity' | 'Users' | 'MapPin', claimId: string) {
  const shown = claimShown(claimId, '/about-us stats')
  const [value = shown, ...label] = shown.split(' ')
  return { icon, value, label: label.join(' ') }
}

/**
 * Copy of the About page; the story is content/pages/about-story.md. The team, timeline and testimonials have
 * their own modules; the stats come from data/claims.ts, where they are listed next to the other places that
 * state the same figures.
 */
export const aboutContent = defineData('data/pages/about.ts', 'aboutContent', aboutContentSchema, {
  story: {
    heading: 'Built by Minecraft players, established in 2023',
    paragraphs: contentParagraphs('pages/about-story.md', { site }),
  },
  stats: {
    heading: 'By the numbers',
    items: [
      stat('Server', 'serversHosted'),
      stat('Activity', 'uptime'),
      stat('Users', 'customers'),
      stat('MapPin', 'locations'),
    ],
  },
  values: {
    heading: 'What we stand for',
    intro: 'Three ideas guide how we build and run every service.',
    items: [
      {
        icon: 'Rocket',
        title: 'Our mission',
        description:
          'Make fast, dependable hosting affordable for every player, community and small business in India, with nothing hidden in the price.',
      },
      {
        icon: 'HeartHandshake',
        title: 'Our values',
        description:
          'Honest pricing, straight answers and respect for your time. When something breaks, we tell you what happened and what we changed.',
      },
      {
        icon: 'Users',
        title: 'Our community',
        description:
          'We listen to the players, builders and bot makers on our Discord and let their feedback decide what we improve next.',
      },
    ],
  },
  team: {
    heading: 'Meet the team',
    intro: 'The three people behind every server. Choose a card to open their profile.',
    cardHint: 'Open profile',
  },
  timeline: {
    heading: 'Our journey so far',
    intro: 'From one survival world to server locations on three continents.',
  },
  testimonials: {
    heading: 'What customers say',
    intro: 'One review from a customer, and two open slots waiting for yours.',
    reviewAction: { label: `Write a review on ${site.social.reviewSite.label}`, href: site.social.reviewSite.url },
  },
  callToAction: {
    heading: 'Ready to build something with us?',
    text: 'Start a game server in minutes, or talk to us about bots, websites and VPS. We are happy to help you choose.',
    primary: { label: 'Browse game servers', href: pathTo('games') },
    secondary: { label: 'Contact us', href: pathTo('contact') },
  },
})
