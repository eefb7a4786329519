import { defineData } from '../define'
import { contactItemsSchema } from '../schemas/content'
import { contactContentSchema } from '../schemas/pages'
import { billingUrl, site } from '../site'

/** The three contact cards; addresses come from data/site.ts so they change in one place. */
export const contactItems = defineData('data/pages/contact.ts', 'contactItems', contactItemsSchema, [
  {
    id: 'email',
    title: 'Email Support',
    details: site.contact.supportEmail,
    description: `Write to us about anything, from billing to setup. We reply within ${site.contact.emailResponseHours} hours.`,
    href: `mailto:${site.contact.supportEmail}`,
    icon: 'Mail',
  },
  {
    id: 'discord',
    title: 'Discord Community',
    details: 'Join our Discord server',
    description: 'Chat with our team and other customers and get quick help with setup questions.',
    href: site.social.discordInvite,
    icon: 'MessageCircle',
  },
  {
    id: 'support-ticket',
    title: 'Support Ticket',
    details: 'Open a ticket in the client area',
    description: `Best for server problems and account changes. Tickets get a reply in about ${site.contact.ticketReplyMinutes} minutes on average, around the clock.`,
    href: billingUrl('supportTicket'),
    icon: 'Ticket',
  },
])

/** Headings of the Contact page; the cards are contactItems above and the legal details data/site.ts. */
export const contactContent = defineData('data/pages/contact.ts', 'contactContent', contactContentSchema, {
  channels: {
    heading: 'How to reach us',
    intro: 'Pick whichever suits your question. Every channel is answered by our own team.',
  },
  legal: {
    heading: 'Legal information',
    intro: 'The business behind this website and the services sold on it.',
  },
})
