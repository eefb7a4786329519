import { defineData } from './define'
import { contactContentSchema } from './schemas/pages'

/** Headings of the Contact page; the cards are data/contact.ts and the legal details data/site.ts. */
export const contactContent = defineData('data/contactPage.ts', 'contactContent', contactContentSchema, {
  channels: {
    heading: 'How to reach us',
    intro: 'Pick whichever suits your question. Every channel is answered by our own team.',
  },
  legal: {
    heading: 'Legal information',
    intro: 'The business behind this website and the services sold on it.',
  },
})
