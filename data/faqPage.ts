import { defineData } from './define'
import { pathTo } from './routes'
import { faqPageContentSchema } from './schemas/pages'
import { site } from './site'

/** The /faq page around the shared FAQ block (data/faq.ts): where to go when the answer is not there. */
export const faqPageContent = defineData('data/faqPage.ts', 'faqPageContent', faqPageContentSchema, {
  followUp: {
    heading: 'Still have a question?',
    text: `Ask us directly: tickets get a reply in about ${site.contact.ticketReplyMinutes} minutes on average, or you can ask our team and other customers on Discord.`,
    primary: { label: 'Contact us', href: pathTo('contact') },
    secondary: { label: 'Browse tutorials', href: pathTo('tutorials') },
  },
})
