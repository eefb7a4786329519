import { defineData } from './define'
import { pathTo } from './routePaths'
import { supportSectionSchema } from './schemas/pageContent'
import { billingUrl, site } from './site'

/** The support section shared by the game and server pages. */
export const supportSection = defineData('data/support.ts', 'supportSection', supportSectionSchema, {
  heading: 'Help whenever you need it',
  intro: 'Real people who run servers themselves, reachable day and night.',
  items: [
    {
      icon: 'Ticket',
      title: 'Support tickets',
      description: `Open a ticket from the client area and get a reply in about ${site.contact.ticketReplyMinutes} minutes on average, any hour of the day.`,
      href: billingUrl('supportTicket'),
      linkLabel: 'Open a ticket',
    },
    {
      icon: 'MessageCircle',
      title: 'Discord community',
      description: 'Ask questions, share builds and get quick tips from our team and other players.',
      href: site.social.discordInvite,
      linkLabel: 'Join our Discord',
    },
    {
      icon: 'BookOpen',
      title: 'Guides and tutorials',
      description: 'Step-by-step videos for setup, modpacks, backups and more.',
      href: pathTo('tutorials'),
      linkLabel: 'Watch tutorials',
    },
  ],
})
